#!/usr/bin/env python3
"""Prints the scipy reference values kept literally in Tests/OnboardReportTests/Distributions/*.swift.

Usage (see docs/report.md, "Checking the numbers"):
    python3 -m venv /tmp/gbvenv && /tmp/gbvenv/bin/pip install scipy==1.17.1 gbstats==0.8.0
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/reference.py

Each block is a Swift array literal of (input…, expected) tuples; paste it over
the same-named array in the tests. Values are printed with repr(), the shortest
text that reads back as the same double.
"""
from scipy.stats import chi2, norm, t


def block(name, rows):
    print(f"  static let {name} = [")
    for row in rows:
        print("    (" + ", ".join(repr(float(v)) for v in row) + "),")
    print("  ]")


normal_x = [-38.0, -30.0, -12.0, -8.0, -7.5, -5.0, -4.0, -3.0, -1.96, -1.0, -0.5, -0.3, -1e-9, 0.0,
            0.2, 0.46875, 0.7, 1.0, 1.5, 2.5, 3.5, 4.5, 6.0, 8.0, 9.0, 12.0]
block("normalCDF", [(x, norm.cdf(x)) for x in normal_x])
block("normalSF", [(x, norm.sf(x)) for x in normal_x])

normal_p = [1e-300, 1e-100, 1e-20, 1e-12, 1e-8, 1e-4, 0.001, 0.01, 0.025, 0.05, 0.0749, 0.075, 0.1, 0.3,
            0.5, 0.6, 0.9, 0.975, 0.999, 1 - 1e-12]
block("normalQuantile", [(p, norm.ppf(p)) for p in normal_p])

dfs = [1.0, 1.5, 2.0, 3.0, 4.7, 10.0, 30.0, 99.5, 1000.0, 12345.6, 1e6, 1e7, 1e9]
ts = [-40.0, -8.0, -2.5, -1.0, -0.1, 0.0, 0.3, 1.0, 1.96, 3.0, 8.0, 50.0, 1e6]
block("studentCDF", [(x, df, t.cdf(x, df)) for df in dfs for x in ts])
block("studentSF", [(x, df, t.sf(x, df)) for df in dfs for x in [1.0, 3.0, 8.0, 50.0, 1e6]])

ps = [1e-12, 1e-8, 1e-4, 0.001, 0.025, 0.1, 0.4, 0.5, 0.7, 0.975, 0.9995]
block("studentQuantile", [(p, df, t.ppf(p, df)) for df in dfs for p in ps])

chi_cases = [(0.5, 1.0), (3.84, 1.0), (10.0, 1.0), (60.0, 1.0), (0.1, 2.0), (5.99, 2.0), (2.0, 3.0),
             (30.0, 3.0), (7.0, 4.0), (1.0, 5.0), (200.0, 5.0), (15.0, 10.0), (120.0, 100.0),
             (80.0, 100.0), (1500.0, 2.0)]
block("chiSquareSF", [(x, df, chi2.sf(x, df)) for x, df in chi_cases])
