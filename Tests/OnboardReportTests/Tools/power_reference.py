#!/usr/bin/env python3
"""Prints the reference values kept literally in Tests/OnboardReportTests/Power/PowerPlanTests.swift.

An independent implementation, with scipy, of GrowthBook's power analysis for a
proportion (docs/statistics/power-technical.mdx in growthbook/growthbook):

- the relative lift's delta-method variance with equal variance p(1-p) in both arms,
  the treatment's mean p(1+mde);
- two-sided power 1 - Phi(z - d/se) + Phi(-z - d/se);
- the sequential variance (tuning parameter N*, rho from alpha) in place of p(1-p);
- the MDE: the positive root of the quadratic in the treatment mean, where it exists;
- people per variant: the smallest whole number whose power reaches the target, found
  here with scipy's brentq on the continuous curve and then checked on the integers
  (the Swift side searches the integers directly).

Usage (see docs/report.md, "Checking the numbers"):
    python3 -m venv /tmp/gbvenv && /tmp/gbvenv/bin/pip install scipy==1.17.1
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/power_reference.py
"""
import math

from scipy.optimize import brentq
from scipy.stats import norm


def variance(p, n, alpha, tuning):
    v = p * (1 - p)
    if tuning is None:
        return v
    rho = math.sqrt((-2 * math.log(alpha) + math.log(-2 * math.log(alpha) + 1)) / tuning)
    radical = 2 * (n * rho**2 + 1) * math.log(math.sqrt(n * rho**2 + 1) / alpha) / (n * rho) ** 2
    z_seq = math.sqrt(n) * math.sqrt(radical)
    return v * z_seq**2 / norm.ppf(1 - alpha / 2) ** 2


def power(p, mde, n, alpha, tuning):
    v = variance(p, n, alpha, tuning)
    mean_b = p * (1 + mde)
    se = math.sqrt(v / (p**2 * n) + v * mean_b**2 / (p**4 * n))
    z = norm.ppf(1 - alpha / 2)
    return norm.sf(z - mde / se) + norm.cdf(-z - mde / se)


def mde(p, n, alpha, target, tuning):
    v = variance(p, n, alpha, tuning)
    k = norm.ppf(1 - alpha / 2) - norm.ppf(1 - target)
    if n <= v * k**2 / (2 * p**2):
        return None
    s2 = v / n
    a = 1 - k**2 * s2 / p**2
    if a <= 0:
        return None
    b = -2 * p
    c = p**2 - k**2 * s2
    root = (-b + math.sqrt(b * b - 4 * a * c)) / (2 * a)
    return (root - p) / p


def people(p, effect, alpha, target, tuning):
    f = lambda n: power(p, effect, n, alpha, tuning) - target
    hi = 2.0
    while f(hi) < 0:
        hi *= 2
    x = brentq(f, 1.0, hi, xtol=1e-9)
    n = max(2, math.ceil(x - 1e-6))
    while power(p, effect, n, alpha, tuning) < target:
        n += 1
    while n > 2 and power(p, effect, n - 1, alpha, tuning) >= target:
        n -= 1
    return n


def show(v):
    return "nil" if v is None else repr(float(v))


cases = []
for p in [0.02, 0.1, 0.3, 0.62, 0.9]:
    for effect in [0.02, 0.05, 0.1, 0.3]:
        for alpha, target in [(0.05, 0.8), (0.01, 0.9), (0.1, 0.8)]:
            for tuning in [None, 5000.0]:
                cases.append((p, effect, alpha, target, tuning))

print("  /// (baseline, mde, alpha, power, tuning or 0, people per variant, power at it)")
print("  static let sampleSizes: [(Double, Double, Double, Double, Double, Int, Double)] = [")
for p, effect, alpha, target, tuning in cases:
    n = people(p, effect, alpha, target, tuning)
    print(f"    ({p!r}, {effect!r}, {alpha!r}, {target!r}, {tuning or 0.0!r}, {n}, "
          f"{power(p, effect, n, alpha, tuning)!r}),")
print("  ]")

print("  /// (baseline, people per variant, alpha, power, tuning or 0, mde or nil)")
print("  static let mdes: [(Double, Double, Double, Double, Double, Double?)] = [")
for p in [0.02, 0.1, 0.62, 0.9]:
    for n in [10.0, 100.0, 1000.0, 14000.0, 1e6]:
        for tuning in [None, 5000.0]:
            print(f"    ({p!r}, {n!r}, 0.05, 0.8, {tuning or 0.0!r}, {show(mde(p, n, 0.05, 0.8, tuning))}),")
print("  ]")

print("  /// (baseline, mde, people per variant, alpha, tuning or 0, power)")
print("  static let powers: [(Double, Double, Double, Double, Double, Double)] = [")
for p in [0.05, 0.5, 0.62]:
    for effect in [-0.1, 0.01, 0.05, 0.2]:
        for n in [50.0, 2000.0, 300000.0]:
            for tuning in [None, 5000.0]:
                print(f"    ({p!r}, {effect!r}, {n!r}, 0.05, {tuning or 0.0!r}, "
                      f"{power(p, effect, n, 0.05, tuning)!r}),")
print("  ]")
