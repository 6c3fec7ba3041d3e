#!/usr/bin/env python3
"""Runs gbstats 0.8.0 on the count fixtures of the Swift cross-check tests and
prints the expected values kept literally in
Tests/OnboardReportTests/Statistics/GBStatsCrossCheckTests.swift.

Usage (see docs/report.md, "Checking the numbers"):
    python3 -m venv /tmp/gbvenv
    /tmp/gbvenv/bin/pip install gbstats==0.8.0 scipy==1.17.1 statsmodels
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/gbstats_crosscheck.py

gbstats' own classes are called exactly as its runner (gbstats.gbstats.analyze_metric_df)
calls them for a binomial metric: TwoSidedTTest and EffectBayesianABTest on
ProportionStatistic, with the default configs (alpha 0.05, relative difference,
flat prior: MetricSettingsForStatsEngine.prior_proper defaults to False), and
check_srm for the traffic split. Time-to-complete uses SampleMeanStatistic.
Holm and Wilson come from statsmodels, since gbstats 0.8 has neither.
"""
from gbstats.bayesian.tests import EffectBayesianABTest, EffectBayesianConfig, GaussianPrior
from gbstats.frequentist.tests import FrequentistConfig, TwoSidedTTest
from gbstats.models.statistics import ProportionStatistic, SampleMeanStatistic
from gbstats.utils import check_srm
from scipy.stats import t as student
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

# (name, control users, control conversions, treatment users, treatment conversions)
PROPORTIONS = [
    ("clear winner", 10000, 1000, 10000, 1200),
    ("near tie", 5000, 600, 5020, 604),
    ("small counts", 12, 3, 10, 5),
    ("zero control conversions", 50, 0, 50, 4),
    ("zero treatment conversions", 50, 5, 50, 0),
    ("every user converts", 40, 40, 40, 39),
    ("one user each", 1, 1, 1, 0),
    ("empty treatment", 100, 10, 0, 0),
    ("overwhelming winner", 100000, 10000, 100000, 13000),
    ("three-variant B", 2000, 300, 2100, 330),
    ("three-variant C", 2000, 300, 1900, 250),
]

# (name, control n, sum, sum of squares, treatment n, sum, sum of squares) in seconds
MEANS = [
    ("faster treatment", 1000, 95000.0, 9.8e6, 1100, 96800.0, 9.0e6),
    ("slower, small", 8, 400.0, 21000.0, 9, 500.0, 29000.0),
    ("single completion", 1, 50.0, 2500.0, 20, 900.0, 42000.0),
]

SRM = [
    ([1000, 1010], [0.5, 0.5]),
    ([1000, 1300], [0.5, 0.5]),
    ([1000, 1100, 950, 1300], [0.25, 0.25, 0.25, 0.25]),
    ([3000, 1000], [0.75, 0.25]),
    ([500, 480, 20], [0.5, 0.5, 0.0]),
    ([0, 0], [0.5, 0.5]),
]

HOLM = [
    [0.01, 0.04, 0.03],
    [0.2, 0.001],
    [0.5],
    [0.04, 0.04, 0.04, 0.9],
]

WILSON = [(0, 10, 0.05), (1000, 10000, 0.05), (3, 12, 0.05), (12, 12, 0.05), (45, 300, 0.1), (1, 1000000, 0.01)]


def r(v):
    return repr(float(v))


def expected(stat_a, stat_b, res):
    # gbstats.gbstats.analyze_metric_df, analyze_row: what the runner reports as "expected"
    if stat_a.unadjusted_mean <= 0:
        return 0.0
    if res.expected == 0:
        return (stat_b.mean - stat_a.mean) / stat_a.unadjusted_mean
    return res.expected


def problem(message):
    return "nil" if message is None else {
        "ZERO_NEGATIVE_BASELINE_VARIATION": ".baselineZero",
        "ZERO_NEGATIVE_VARIANCE": ".zeroVariance",
        "NO_UNITS_IN_VARIATION": ".noUnits",
    }[message]


print("  static let proportions: [ProportionCase] = [")
for name, na, ca, nb, cb in PROPORTIONS:
    a = ProportionStatistic(n=na, sum=ca)
    b = ProportionStatistic(n=nb, sum=cb)
    f = TwoSidedTTest(a, b, FrequentistConfig(alpha=0.05)).compute_result()
    bayes = EffectBayesianABTest(
        a, b, EffectBayesianConfig(prior_effect=GaussianPrior(mean=0, variance=0.01, proper=False), prior_type="relative")
    ).compute_result()
    test = TwoSidedTTest(a, b, FrequentistConfig(alpha=0.05))
    precise = f.p_value if f.error_message else 2 * student.sf(abs(test.critical_value), test.dof)
    print(f'    ProportionCase(\n      "{name}", control: ({na}, {ca}), treatment: ({nb}, {cb}),')
    print(f"      relative: {r(expected(a, b, f))}, ci: ({r(f.ci[0])}, {r(f.ci[1])}), pValue: {r(f.p_value)},")
    print(f"      precisePValue: {r(precise)}, problem: {problem(f.error_message)},")
    print(f"      chanceToWin: {r(bayes.chance_to_win)}, credible: ({r(bayes.ci[0])}, {r(bayes.ci[1])}),"
          f" bayesianProblem: {problem(bayes.error_message)}),")
print("  ]")

print("  static let means: [MeanCase] = [")
for name, na, sa, qa, nb, sb, qb in MEANS:
    a = SampleMeanStatistic(n=na, sum=sa, sum_squares=qa)
    b = SampleMeanStatistic(n=nb, sum=sb, sum_squares=qb)
    test = TwoSidedTTest(a, b, FrequentistConfig(alpha=0.05))
    f = test.compute_result()
    precise = f.p_value if f.error_message else 2 * student.sf(abs(test.critical_value), test.dof)
    print(f'    MeanCase(\n      "{name}", control: ({na}, {r(sa)}, {r(qa)}), treatment: ({nb}, {r(sb)}, {r(qb)}),')
    print(f"      relative: {r(expected(a, b, f))}, ci: ({r(f.ci[0])}, {r(f.ci[1])}), pValue: {r(f.p_value)},")
    print(f"      precisePValue: {r(precise)}, problem: {problem(f.error_message)}),")
print("  ]")

print("  static let sampleRatio: [([Int], [Double], Double)] = [")
for users, weights in SRM:
    print(f"    ({users}, {[float(w) for w in weights]}, {r(check_srm(users, weights))}),")
print("  ]")

print("  static let holm: [([Double], [Double])] = [")
for ps in HOLM:
    adjusted = multipletests(ps, method="holm")[1]
    print(f"    ({[float(p) for p in ps]}, {[float(p) for p in adjusted]}),")
print("  ]")

print("  static let wilson: [(Int, Int, Double, Double, Double)] = [")
for successes, n, alpha in WILSON:
    lo, hi = proportion_confint(successes, n, alpha=alpha, method="wilson")
    print(f"    ({successes}, {n}, {alpha}, {r(lo)}, {r(hi)}),")
print("  ]")
