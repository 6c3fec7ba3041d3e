#!/usr/bin/env python3
"""Prints the p-values kept literally in Tests/OnboardCLITests/ReportBreakdownTests.swift:
`onboard report Flows/signup.yaml --by country` over 3,000 simulated people
(seed 1, Flows/personas/signup.yaml), experiment signup-plan-first. Per slice
(US; CA grouped as 'other', under 150 people in a variant) and goal metric,
the people and conversions per variant the report counted (checked in the test
against a recount of the events), gbstats 0.8.0's TwoSidedTTest p-value, and
Holm's adjustment over the 4 of them (slices x goal metrics x variants), as
scipy-free arithmetic (Holm: sorted, times n - rank, running maximum, capped at 1).

Usage: /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/breakdown_reference.py
"""
from gbstats.frequentist.tests import FrequentistConfig, TwoSidedTTest
from gbstats.models.statistics import ProportionStatistic

# (slice, metric, (control people, conversions), (plan-first people, conversions))
CASES = [
    ("US", "chose-pro", (519, 76), (558, 127)),
    ("US", "purchased-7d", (519, 25), (558, 51)),
    ("other", "chose-pro", (141, 18), (145, 41)),
    ("other", "purchased-7d", (141, 7), (145, 23)),
]

p = []
for name, metric, (na, ca), (nb, cb) in CASES:
    result = TwoSidedTTest(ProportionStatistic(n=na, sum=ca), ProportionStatistic(n=nb, sum=cb),
                           FrequentistConfig(alpha=0.05)).compute_result()
    p.append(result.p_value)
order = sorted(range(len(p)), key=lambda i: p[i])
adjusted = [0.0] * len(p)
running = 0.0
for rank, i in enumerate(order):
    running = max(running, min(1.0, (len(p) - rank) * p[i]))
    adjusted[i] = running
for (name, metric, _, _), raw, adj in zip(CASES, p, adjusted):
    print(f'("{name}", "{metric}", {raw!r}, {adj!r}),')
