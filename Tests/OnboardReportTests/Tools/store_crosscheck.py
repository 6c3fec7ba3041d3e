#!/usr/bin/env python3
"""gbstats 0.8.0 on the counts that the report's SQL aggregation finds in the
simulated store fixture (Tests/OnboardReportTests/Aggregation/StoreFixture.swift:
Flows/signup.yaml, Flows/personas/signup.yaml, 3,000 people, seed 7), printing
the literals kept in StoreCrossCheckTests.swift.

Usage:
    ONBOARD_DUMP_COUNTS=/tmp/counts.json swift test --filter StoreCrossCheckTests
    /tmp/gbvenv/bin/python Tests/OnboardReportTests/Tools/store_crosscheck.py /tmp/counts.json

The counts file is the fixture's FlowCounts as JSON (Swift's Codable form).
gbstats is called as its runner calls it for a binomial metric (see
gbstats_crosscheck.py): TwoSidedTTest and EffectBayesianABTest with default
configs on ProportionStatistic, check_srm on users against the weights.
"""
import json
import sys

from gbstats.bayesian.tests import EffectBayesianABTest, EffectBayesianConfig
from gbstats.frequentist.tests import FrequentistConfig, TwoSidedTTest
from gbstats.models.statistics import ProportionStatistic
from gbstats.utils import check_srm


def proportion(variant):
    n, x = variant["users"], variant["conversions"]
    return ProportionStatistic(n=n, sum=x)


def main():
    counts = json.load(open(sys.argv[1]))
    for experiment in counts["experiments"]:
        variants = experiment["variants"]
        users = [v["users"] for v in variants]
        weights = [v["weight"] for v in variants]
        total = sum(weights)
        srm = check_srm(users, [w / total for w in weights])
        print(f'// {experiment["key"]}: users {users}, conversions {[v["conversions"] for v in variants]}')
        print(f'("{experiment["key"]}", srm: {float(srm)!r}),')
        control = proportion(variants[0])
        for variant in variants[1:]:
            treatment = proportion(variant)
            freq = TwoSidedTTest(control, treatment, FrequentistConfig()).compute_result()
            bayes = EffectBayesianABTest(control, treatment, EffectBayesianConfig()).compute_result()
            print(
                f'("{experiment["key"]}", "{variant["id"]}", lift: {float(freq.expected)!r}, '
                f"ci: [{float(freq.ci[0])!r}, {float(freq.ci[1])!r}], p: {float(freq.p_value)!r}, "
                f"win: {float(bayes.chance_to_win)!r}),"
            )


if __name__ == "__main__":
    main()
