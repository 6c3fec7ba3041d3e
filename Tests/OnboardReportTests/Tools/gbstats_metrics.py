#!/usr/bin/env python3
"""Runs gbstats 0.8.0 on generated metric datasets and writes the Swift
fixtures kept literally in Tests/OnboardReportTests/Statistics/GBStats*Fixtures.swift
(checked by MetricAnalysisCrossCheckTests).

Usage (see docs/report.md, "Checking the numbers"):
    python3 -m venv /tmp/gbvenv
    /tmp/gbvenv/bin/pip install gbstats==0.8.0 scipy==1.17.1 statsmodels
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/gbstats_metrics.py
    swift format --in-place Tests/OnboardReportTests/Statistics/GBStats*.swift

The datasets are fixed lists plus a seeded generator (2 and 3 variants; tiny
samples of 1 to 10 units, large ones of 1e6; zero and full conversion; means
with zero variance, a zero and a negative control mean; ratios of
proportions and of means). For every treatment the script calls gbstats'
own classes as its runner (gbstats.gbstats.get_configured_test) does:
TwoSidedTTest and SequentialTwoSidedTTest (tuning 5000, and 1000) with
relative and absolute differences, EffectBayesianABTest with the flat prior and
with a proper prior (mean 0, standard deviation 0.3, prior_type "relative"),
both differences, at alpha 0.05 (and 0.1, 0.01): the six configurations of
FREQUENTIST and BAYESIAN below. Each frequentist row is [expected, ci low,
ci high, p-value, scipy's 2*t.sf p-value]; each Bayesian row [expected,
stddev, chance to win, ci low, ci high, risk[0], risk[1]]. The script also runs
every configuration through gbstats' runner (process_single_metric) and
asserts it gives the very same intervals, p-values, chances to win and risks
(the runner's Bayesian test is always at alpha 0.05, so only those).
"""
import os
import random

from gbstats.bayesian.tests import EffectBayesianABTest, EffectBayesianConfig, GaussianPrior
from gbstats.frequentist.tests import (
    FrequentistConfig,
    SequentialConfig,
    SequentialTwoSidedTTest,
    TwoSidedTTest,
)
from gbstats.gbstats import process_single_metric
from gbstats.models.settings import AnalysisSettingsForStatsEngine, MetricSettingsForStatsEngine
from gbstats.models.statistics import ProportionStatistic, RatioStatistic, SampleMeanStatistic
from scipy.stats import t as student
from statsmodels.stats.multitest import multipletests

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Statistics")
PRIOR_SD = 0.3
# (difference, sequential tuning or None, alpha) and (difference, proper prior, alpha): row i of each
# comes from configuration i of MetricFixture.configurations.
FREQUENTIST = [("relative", None, 0.05), ("absolute", None, 0.05), ("relative", 5000, 0.05), ("absolute", 5000, 0.05),
               ("relative", 1000, 0.1), ("absolute", None, 0.01)]
BAYESIAN = [("relative", False, 0.05), ("absolute", False, 0.05), ("relative", True, 0.05), ("absolute", True, 0.05),
            ("relative", False, 0.1), ("absolute", True, 0.01)]
PROBLEMS = {
    None: "nil",
    "ZERO_NEGATIVE_BASELINE_VARIATION": ".baselineZero",
    "ZERO_NEGATIVE_VARIANCE": ".zeroVariance",
    "NO_UNITS_IN_VARIATION": ".noUnits",
}


def r(v):
    return repr(float(v))


def row(values):
    return "[" + ", ".join(r(v) for v in values) + "]"


# ---- datasets ---------------------------------------------------------------

rng = random.Random(16)


def proportion_sets():
    fixed = [
        ("tiny 2 vs 2", [(2, 1), (2, 2)]),
        ("tiny identical", [(2, 1), (2, 1)]),
        ("tiny 3", [(3, 1), (3, 2)]),
        ("tiny 4 vs 5", [(4, 1), (5, 3)]),
        ("tiny three variants", [(5, 2), (6, 3), (7, 1)]),
        ("tiny 6", [(6, 3), (6, 4)]),
        ("tiny 7 vs 9", [(7, 2), (9, 5)]),
        ("tiny 8", [(8, 1), (8, 7)]),
        ("tiny 9 and 10, three variants", [(9, 4), (10, 6), (10, 3)]),
        ("tiny 10", [(10, 5), (10, 6)]),
        ("tiny zero control", [(10, 0), (10, 3)]),
        ("tiny full control", [(10, 10), (10, 9)]),
        ("tiny full treatment", [(10, 3), (10, 10)]),
        ("tiny zero treatment", [(10, 4), (10, 0)]),
        ("tiny nobody converts", [(2, 0), (2, 0)]),
        ("one unit each", [(1, 1), (1, 0)]),
        ("empty treatment", [(10, 2), (0, 0)]),
        ("empty control", [(0, 0), (5, 2)]),
        ("large near tie", [(1000000, 100000), (1000000, 101000)]),
        ("large three variants", [(1000000, 100000), (1000000, 100300), (1000000, 99800)]),
        ("large full conversion", [(1000000, 1000000), (1000000, 999999)]),
        ("large zero control", [(1000000, 0), (1000000, 7)]),
        ("large rare event", [(1000000, 2), (1000000, 9)]),
        ("large half", [(1000000, 500000), (1000000, 500100)]),
        ("large overwhelming", [(1000000, 30000), (1000000, 36000)]),
    ]
    for i in range(16):
        k = 2 if i % 2 == 0 else 3
        variants = []
        base = rng.uniform(0.005, 0.6)
        for _ in range(k):
            n = rng.randint(20, 20000)
            p = min(0.99, max(0.0, base * rng.uniform(0.8, 1.25)))
            variants.append((n, sum(1 for _ in range(n) if rng.random() < p)))
        fixed.append((f"random {i + 1}", variants))
    return fixed


def moments(values):
    return (len(values), float(sum(values)), float(sum(v * v for v in values)))


def mean_sets():
    sets = [
        ("tiny integers", [moments([0, 3]), moments([2, 5])]),
        ("tiny three variants", [moments([1, 0, 4]), moments([2, 2, 7]), moments([0, 1, 1, 5])]),
        ("control zero variance", [moments([3, 3, 3, 3, 3]), moments([1, 4, 2, 6, 3])]),
        ("treatment zero variance", [moments([1, 4, 2, 6]), moments([2, 2, 2, 2])]),
        ("both zero variance", [moments([2, 2]), moments([5, 5, 5])]),
        ("control all zero", [moments([0, 0, 0, 0]), moments([0, 3, 0, 1])]),
        ("control mean zero with variance", [moments([-1, 1, -1, 1]), moments([0, 2, 1, 3])]),
        ("negative control mean", [moments([-2, -1, 0, 1, -3]), moments([-1, 0, 2, 1, 0])]),
        ("one unit in control", [moments([4]), moments([1, 2, 3])]),
        ("empty treatment", [moments([1, 2, 3]), (0, 0.0, 0.0)]),
        ("large revenue", [(1000000, 2.5e6, 1.0625e8), (1000000, 2.55e6, 1.09e8)]),
        ("large three variants", [(1000000, 1.2e7, 3.1e8), (1000000, 1.21e7, 3.2e8), (1000000, 1.19e7, 3.0e8)]),
        ("large zero variance", [(1000000, 1.0e6, 1.0e6), (1000000, 1.1e6, 1.5e6)]),
    ]
    for i in range(14):
        k = 2 if i % 2 == 0 else 3
        n_max = 10 if i < 6 else 5000
        variants = []
        for _ in range(k):
            n = rng.randint(2, n_max)
            values = [0.0 if rng.random() < 0.6 else round(rng.expovariate(1 / 20.0), 2) for _ in range(n)]
            variants.append(moments(values))
        sets.append((f"random {i + 1}", variants))
    return sets


def ratio_moments(pairs):
    n = len(pairs)
    m = [p[0] for p in pairs]
    d = [p[1] for p in pairs]
    return (n, float(sum(m)), float(sum(x * x for x in m)), float(sum(d)), float(sum(x * x for x in d)),
            float(sum(x * y for x, y in pairs)))


def completers(n, done, pro):
    # done of n completed, pro of those chose Pro: (m, d) per unit
    return [(1, 1)] * pro + [(0, 1)] * (done - pro) + [(0, 0)] * (n - done)


def ratio_sets():
    # (name, numerator kind, denominator kind, variants of (n, m sum, m ss, d sum, d ss, md))
    sets = [
        ("proportions tiny", "proportion", "proportion", [ratio_moments(completers(4, 3, 1)), ratio_moments(completers(5, 4, 3))]),
        ("proportions tiny three variants", "proportion", "proportion",
         [ratio_moments(completers(6, 4, 2)), ratio_moments(completers(7, 5, 4)), ratio_moments(completers(8, 6, 1))]),
        ("proportions everyone chose", "proportion", "proportion", [ratio_moments(completers(5, 5, 5)), ratio_moments(completers(5, 4, 2))]),
        ("proportions nobody completed in control", "proportion", "proportion",
         [ratio_moments(completers(5, 0, 0)), ratio_moments(completers(5, 3, 1))]),
        ("proportions one unit", "proportion", "proportion", [ratio_moments(completers(1, 1, 1)), ratio_moments(completers(3, 2, 1))]),
        ("proportions large", "proportion", "proportion",
         [(1000000, 200000.0, 200000.0, 600000.0, 600000.0, 200000.0),
          (1000000, 215000.0, 215000.0, 590000.0, 590000.0, 215000.0)]),
        ("proportions large three variants", "proportion", "proportion",
         [(1000000, 200000.0, 200000.0, 600000.0, 600000.0, 200000.0),
          (1000000, 201000.0, 201000.0, 601000.0, 601000.0, 201000.0),
          (1000000, 190000.0, 190000.0, 610000.0, 610000.0, 190000.0)]),
        ("means tiny", "mean", "mean", [ratio_moments([(10, 1), (0, 0), (25, 2)]), ratio_moments([(5, 1), (30, 3), (0, 1)])]),
        ("means large", "mean", "mean",
         [(1000000, 2.5e7, 2.0e9, 1.2e6, 2.0e6, 6.0e7), (1000000, 2.6e7, 2.1e9, 1.22e6, 2.05e6, 6.3e7)]),
        ("mean over proportion", "mean", "proportion",
         [ratio_moments([(12, 1), (0, 1), (30, 1), (0, 0)]), ratio_moments([(20, 1), (5, 1), (0, 0), (0, 1), (8, 1)])]),
    ]
    for i in range(10):
        k = 2 if i % 2 == 0 else 3
        n_max = 10 if i < 4 else 3000
        kind = "proportion" if i % 3 != 2 else "mean"
        variants = []
        for _ in range(k):
            n = rng.randint(2, n_max)
            if kind == "proportion":
                done = rng.randint(0, n)
                pro = rng.randint(0, done)
                variants.append(ratio_moments(completers(n, done, pro)))
            else:
                pairs = []
                for _ in range(n):
                    orders = rng.choice([0, 0, 1, 1, 2, 3])
                    pairs.append((round(sum(rng.uniform(5, 40) for _ in range(orders)), 2), orders))
                variants.append(ratio_moments(pairs))
        sets.append((f"random {i + 1}", kind, kind, variants))
    return sets


# ---- gbstats ------------------------------------------------------------------


def component(kind, n, s, ss):
    return ProportionStatistic(n=n, sum=s) if kind == "proportion" else SampleMeanStatistic(n=n, sum=s, sum_squares=ss)


def frequentist_result(a, b, difference, sequential, alpha):
    return frequentist_test(a, b, difference, sequential, alpha).compute_result()


def frequentist_test(a, b, difference, sequential, alpha):
    if sequential:
        config = SequentialConfig(difference_type=difference, alpha=alpha, sequential_tuning_parameter=sequential)
        test = SequentialTwoSidedTTest(a, b, config)
    else:
        test = TwoSidedTTest(a, b, FrequentistConfig(difference_type=difference, alpha=alpha))
    return test


def frequentist_row(a, b, difference, sequential, alpha):
    test = frequentist_test(a, b, difference, sequential, alpha)
    res = test.compute_result()
    precise = res.p_value
    if res.error_message is None and not sequential:
        precise = 2 * student.sf(abs(test.critical_value), test.dof)
    return f"F({row([res.expected, res.ci[0], res.ci[1], res.p_value, precise])}, {PROBLEMS[res.error_message]})"


def bayesian_result(a, b, difference, proper, alpha):
    prior = GaussianPrior(mean=0, variance=PRIOR_SD**2, proper=proper)
    config = EffectBayesianConfig(difference_type=difference, alpha=alpha, prior_effect=prior, prior_type="relative")
    return EffectBayesianABTest(a, b, config).compute_result()


def bayesian_row(a, b, difference, proper, alpha):
    try:
        res = bayesian_result(a, b, difference, proper, alpha)
    except ZeroDivisionError:
        return "B.raised"
    values = [res.expected, res.uplift.stddev, res.chance_to_win, res.ci[0], res.ci[1], res.risk[0], res.risk[1]]
    return f"B({row(values)}, {PROBLEMS[res.error_message]})"


def reported_relative(a, b):
    # gbstats.gbstats.analyze_row with the relative t-test
    res = TwoSidedTTest(a, b, FrequentistConfig()).compute_result()
    if a.unadjusted_mean <= 0:
        return 0.0
    if res.expected == 0:
        return (b.mean - a.mean) / a.unadjusted_mean
    return res.expected


COUNT = {"gbstats": 0, "informative": 0, "runner": 0}


def runner_check(name, rows, metric_kwargs, stats):
    """The same numbers through gbstats' own runner (process_single_metric), so
    the classes above are called as the runner calls them. The runner's
    Bayesian test always uses alpha 0.05, so only those rows are compared."""
    ids = [str(i) for i in range(len(stats))]
    for index, ((difference, tuning, alpha), (_, proper, bayes_alpha)) in enumerate(zip(FREQUENTIST, BAYESIAN)):
        metric = MetricSettingsForStatsEngine(
            id="m", name="m", prior_proper=proper, prior_mean=0, prior_stddev=PRIOR_SD, **metric_kwargs)
        engines = [("frequentist", alpha)] + ([("bayesian", bayes_alpha)] if bayes_alpha == 0.05 else [])
        for engine, a in engines:
            settings = AnalysisSettingsForStatsEngine(
                var_names=ids, var_ids=ids, weights=[1 / len(ids)] * len(ids), stats_engine=engine,
                sequential_testing_enabled=tuning is not None, sequential_tuning_parameter=tuning or 5000,
                difference_type=difference, alpha=a)
            try:
                result = process_single_metric(rows, metric, [settings])
            except ZeroDivisionError:
                continue
            variations = result.analyses[0].dimensions[0].variations
            for number, b in enumerate(stats[1:]):
                got = variations[number + 1]
                if engine == "frequentist":
                    res = frequentist_result(stats[0], b, difference, tuning, alpha)
                    assert (list(got.ci), got.pValue) == (res.ci, res.p_value), (name, index, engine)
                else:
                    res = bayesian_result(stats[0], b, difference, proper, a)
                    assert (list(got.ci), got.chanceToWin, list(got.risk)) == (res.ci, res.chance_to_win, res.risk), (
                        name, index, engine)
                COUNT["runner"] += 1


def fixture(name, inputs, stats):
    a = stats[0]
    lines = [f'    MetricFixture(\n      "{name}", {inputs},']
    lines.append("      variants: [" + ", ".join(f"({r(s.unadjusted_mean)}, {r(s.stddev)})" for s in stats) + "],")
    COUNT["gbstats"] += 2 * len(stats)
    lines.append("      comparisons: [")
    for b in stats[1:]:
        lines.append(f"        Comparison(")
        lines.append(f"          relative: {r(reported_relative(a, b))}, absolute: {r(b.mean - a.mean)},")
        COUNT["gbstats"] += 2
        f_rows = [frequentist_row(a, b, *config) for config in FREQUENTIST]
        b_rows = [bayesian_row(a, b, *config) for config in BAYESIAN]
        COUNT["gbstats"] += 4 * len(f_rows) + 7 * sum(1 for x in b_rows if x != "B.raised")
        COUNT["informative"] += 4 * sum(1 for x in f_rows if x.endswith(" nil)")) + 7 * sum(
            1 for x in b_rows if x.endswith(" nil)"))
        lines.append("          frequentist: [\n            " + ",\n            ".join(f_rows) + "],")
        lines.append("          bayesian: [\n            " + ",\n            ".join(b_rows) + "]),")
    lines.append("      ]),")
    return "\n".join(lines)


HEADER = """// Generated by Tests/OnboardReportTests/Tools/gbstats_metrics.py from gbstats 0.8.0;
// do not edit by hand: change the script and run it again.
@testable import OnboardReport

extension MetricFixture {
"""


def write(file, var, fixtures):
    with open(os.path.join(OUT, file), "w") as out:
        out.write(HEADER)
        out.write(f"  static let {var}: [MetricFixture] = [\n")
        out.write("\n".join(fixtures))
        out.write("\n  ]\n}\n")


proportions = []
for name, variants in proportion_sets():
    stats = [ProportionStatistic(n=n, sum=s) for n, s in variants]
    rows = [{"dimension": "", "variation": str(i), "users": n, "count": n, "main_sum": s, "main_sum_squares": s}
            for i, (n, s) in enumerate(variants)]
    runner_check(name, rows, {"statistic_type": "mean", "main_metric_type": "binomial"}, stats)
    inputs = ".proportion([" + ", ".join(f"({n}, {r(s)})" for n, s in variants) + "])"
    proportions.append(fixture("proportion: " + name, inputs, stats))
write("GBStatsProportionFixtures.swift", "proportions", proportions)

means = []
for name, variants in mean_sets():
    stats = [SampleMeanStatistic(n=n, sum=s, sum_squares=ss) for n, s, ss in variants]
    rows = [{"dimension": "", "variation": str(i), "users": n, "count": n, "main_sum": s, "main_sum_squares": ss}
            for i, (n, s, ss) in enumerate(variants)]
    runner_check(name, rows, {"statistic_type": "mean", "main_metric_type": "count"}, stats)
    inputs = ".mean([" + ", ".join(f"({n}, {r(s)}, {r(ss)})" for n, s, ss in variants) + "])"
    means.append(fixture("mean: " + name, inputs, stats))
write("GBStatsMeanFixtures.swift", "means", means)

ratios = []
for name, m_kind, d_kind, variants in ratio_sets():
    stats = [
        RatioStatistic(
            n=n, m_statistic=component(m_kind, n, ms, mss), d_statistic=component(d_kind, n, ds, dss),
            m_d_sum_of_products=md)
        for n, ms, mss, ds, dss, md in variants
    ]
    rows = [{"dimension": "", "variation": str(i), "users": n, "count": n, "main_sum": ms, "main_sum_squares": mss,
             "denominator_sum": ds, "denominator_sum_squares": dss, "main_denominator_sum_product": md}
            for i, (n, ms, mss, ds, dss, md) in enumerate(variants)]
    kinds = {"proportion": "binomial", "mean": "count"}
    runner_check(name, rows, {"statistic_type": "ratio", "main_metric_type": kinds[m_kind],
                              "denominator_metric_type": kinds[d_kind]}, stats)
    inputs = (f".ratio(.{m_kind}, .{d_kind}, [" +
              ", ".join(f"({n}, {r(ms)}, {r(mss)}, {r(ds)}, {r(dss)}, {r(md)})" for n, ms, mss, ds, dss, md in variants)
              + "])")
    ratios.append(fixture("ratio: " + name, inputs, stats))
write("GBStatsRatioFixtures.swift", "ratios", ratios)

# get_risk on its own, far into both tails; Holm and Benjamini-Hochberg from
# statsmodels (gbstats 0.8 has no correction; GrowthBook's
# adjustPValuesHolmBonferroni / adjustPValuesBenjaminiHochberg compute the same).
RISKS = [(1, 1), (0.1, 0.01), (0, 1), (1e-9, 1), (-0.02, 0.05), (0.3, 0.1), (5, 1), (-5, 1), (10, 1), (-10, 1),
         (20, 2), (-20, 2), (30, 1), (-30, 1), (37, 1), (-37, 1), (40, 1), (-40, 1), (1e3, 1), (-2.5e-3, 1e-4)]
P_SETS = [
    [0.01, 0.04, 0.03], [0.2, 0.001], [0.5], [0.04, 0.04, 0.04, 0.9], [1.0, 1.0], [0.0, 0.3, 0.02],
    [0.01, 0.02, 0.03, 0.04, 0.05], [0.05, 0.04, 0.03, 0.02, 0.01], [0.9, 0.8, 0.7, 0.6],
    [1e-12, 0.5, 3e-8, 0.049, 0.051, 0.2], [0.03, 0.03, 0.5, 0.001, 0.03],
    [0.3, 0.001, 0.002, 0.7, 0.02, 0.04, 0.04, 0.9, 0.011],
]
with open(os.path.join(OUT, "GBStatsReferenceTables.swift"), "w") as out:
    out.write(HEADER.replace("extension MetricFixture", "enum ReferenceTables"))
    out.write("  /// (mean, sd, risk[0], risk[1]) from EffectBayesianABTest.get_risk.\n")
    out.write("  static let risks: [(Double, Double, Double, Double)] = [\n")
    for mu, sd in RISKS:
        risk = EffectBayesianABTest.get_risk(mu, sd)
        out.write(f"    ({r(mu)}, {r(sd)}, {r(risk[0])}, {r(risk[1])}),\n")
    out.write("  ]\n")
    for method, var in [("holm", "holm"), ("fdr_bh", "benjaminiHochberg")]:
        out.write(f"  /// (p-values, statsmodels multipletests(method={method!r}) adjusted).\n")
        out.write(f"  static let {var}: [([Double], [Double])] = [\n")
        for ps in P_SETS:
            out.write(f"    ({row(ps)}, {row(multipletests(ps, method=method)[1])}),\n")
        out.write("  ]\n")
    out.write("}\n")

print(f"{len(proportions) + len(means) + len(ratios)} datasets, {COUNT['gbstats']} gbstats values "
      f"({COUNT['informative']} of tests that did not fall back); "
      f"{COUNT['runner']} comparisons identical through gbstats' runner")
