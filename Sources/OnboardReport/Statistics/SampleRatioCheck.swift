/// The sample-ratio-mismatch check of gbstats' `check_srm`
/// (`gbstats/utils.py`): a chi-square goodness-of-fit test of the users per
/// variant against the configured weights.
public struct SampleRatioCheck: Sendable, Hashable {
  /// The p-value; `nil` with fewer than two variants (gbstats would return
  /// NaN: a chi-square with 0 degrees of freedom).
  package var pValue: Double?
  /// The threshold below which the check flags the experiment.
  package static let threshold = 0.001

  /// The fewest people in every variant before the check is judged: with
  /// fewer, a lopsided split is as likely as not (GrowthBook waits too).
  package static let minimumPeople = 8
  /// Whether every variant has ``minimumPeople``; the p-value is given either way.
  package var isJudged: Bool

  /// `pValue < 0.001` once judged: the split is unlikely to be the configured one.
  package var flagged: Bool { isJudged && (pValue ?? 1) < Self.threshold }

  /// Runs the check. As gbstats: no users at all gives p = 1; a variant with
  /// weight ≤ 0 adds nothing to the statistic but still counts in the
  /// degrees of freedom (`len(users) − 1`).
  package init(users: [Int], weights: [Double]) {
    isJudged = users.count >= 2 && users.allSatisfy { $0 >= Self.minimumPeople }
    guard users.count >= 2 else {
      pValue = nil
      return
    }
    let total = users.reduce(0.0) { $0 + Double($1) }
    guard total > 0 else {
      pValue = 1
      return
    }
    let totalWeight = weights.reduce(0, +)
    var statistic = 0.0
    for (observed, weight) in zip(users, weights) where weight > 0 {
      let expected = weight / totalWeight * total
      let difference = Double(observed) - expected
      statistic += difference * difference / expected
    }
    pValue = ChiSquareDistribution.sf(statistic, df: Double(users.count - 1))
  }
}
