#!/usr/bin/env python3
"""Prints the reference values kept literally in Tests/OnboardReportTests/Decision/DecisionTests.swift.

An independent computation, with scipy, of what the decision's power step reads:
GrowthBook's power analysis (docs/statistics/power-technical.mdx in
growthbook/growthbook) for any metric with the control's mean m and variance v
per person, equal variances in both arms, the treatment's mean m(1+mde):

- se = sqrt(v/(m^2 n) + v (m(1+mde))^2/(m^4 n)), power = 1 - Phi(z - mde/se) + Phi(-z - mde/se);
- people per variant: the smallest whole n whose power reaches 80%;
- days left: (people needed - people in the smallest variant) / (that variant's people a day), rounded up.

Usage: python3 Tests/OnboardReportTests/Tools/decision_reference.py (scipy 1.17.1).
"""
import math

from scipy.optimize import brentq
from scipy.stats import norm


def power(m, v, mde, n, alpha=0.05):
    se = math.sqrt(v / (m**2 * n) + v * (m * (1 + mde)) ** 2 / (m**4 * n))
    z = norm.ppf(1 - alpha / 2)
    return norm.sf(z - mde / se) + norm.cdf(-z - mde / se)


def people(m, v, mde, target=0.8):
    n = brentq(lambda n: power(m, v, mde, n) - target, 2, 1e12)
    whole = math.ceil(n)
    while power(m, v, mde, whole - 1) >= target:
        whole -= 1
    while power(m, v, mde, whole) < target:
        whole += 1
    return whole


cases = [
    ("proportion 0.5, mde 0.1", 0.5, 0.25, 0.1),
    ("proportion 0.3, mde 0.1", 0.3, 0.21, 0.1),
    ("mean 1.315, variance 30, mde 0.3", 1.315, 30.0, 0.3),
]
for name, m, v, mde in cases:
    print(f"{name}: {people(m, v, mde)} people per variant")
needed = people(0.3, 0.21, 0.1)
print(f"days left with 1,000 per variant over 2 days: {math.ceil((needed - 1000) / 500)}")
