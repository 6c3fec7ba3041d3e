#!/usr/bin/env python3
"""Prints the lifts, intervals and chances to win kept literally in
Tests/OnboardReportTests/Decision/DecisionSentenceTests.swift (the decision's
sentence rounds them: whole percents from 10% on, one decimal below).

gbstats 0.8.0 is called as its runner calls it for a binomial metric:
TwoSidedTTest and EffectBayesianABTest on ProportionStatistic, alpha 0.05,
relative difference, flat prior.

Usage:
    python3 -m venv /tmp/gbvenv && /tmp/gbvenv/bin/pip install gbstats==0.8.0 scipy
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/sentence_reference.py
"""
from gbstats.bayesian.tests import EffectBayesianABTest, EffectBayesianConfig, GaussianPrior
from gbstats.frequentist.tests import FrequentistConfig, TwoSidedTTest
from gbstats.models.statistics import ProportionStatistic

# (name, control people, control conversions, treatment people, treatment conversions)
CASES = [
    ("ship", 10000, 5000, 10000, 5600),
    ("roll back", 10000, 5000, 10000, 4400),
    ("review", 10000, 5000, 10000, 5020),
    ("days left", 1000, 300, 1000, 320),
    ("Pro plans", 10000, 1000, 10000, 1180),
    ("completion guardrail", 10000, 6000, 10000, 6010),
]

for name, na, ca, nb, cb in CASES:
    a = ProportionStatistic(n=na, sum=ca)
    b = ProportionStatistic(n=nb, sum=cb)
    f = TwoSidedTTest(a, b, FrequentistConfig(alpha=0.05)).compute_result()
    bayes = EffectBayesianABTest(
        a, b, EffectBayesianConfig(prior_effect=GaussianPrior(mean=0, variance=0.01, proper=False),
                                   prior_type="relative")
    ).compute_result()
    print(f"{name}: lift {f.expected:+.4%} [{f.ci[0]:+.4%}, {f.ci[1]:+.4%}] p {f.p_value:.6f} "
          f"chance {bayes.chance_to_win:.4%}")
