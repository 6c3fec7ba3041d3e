import Foundation

/// How many people an experiment on a proportion needs, as GrowthBook's
/// power analysis computes it (docs/statistics/power-technical.mdx in
/// growthbook/growthbook): a two-sided test of the relative lift, equal
/// variance `p(1 − p)` in every arm, the treatment's rate `p(1 + mde)`.
///
/// ```swift
/// let plan = PowerPlan(baseline: 0.62, alpha: 0.05, power: 0.8)
/// plan.peoplePerVariant(mde: 0.05)  // 4,046 in each arm for a +5% change
/// ```
public struct PowerPlan: Sendable, Hashable {
  /// The control's rate, in (0, 1) (for a mean metric, its mean per person).
  public var baseline: Double
  /// The variance per person in each arm: `p(1 − p)` for a rate.
  public var variance: Double
  /// The false-positive rate of the two-sided test.
  public var alpha: Double
  /// The power to reach, in (alpha, 1).
  public var power: Double
  /// The sequential test's tuning parameter (gbstats' N*, 5,000 by default
  /// there), or `nil` for a test read once at a fixed horizon.
  public var sequentialTuning: Double?

  /// A plan for a rate of `baseline`.
  ///
  /// - Parameters:
  ///   - baseline: the control's rate, in (0, 1).
  ///   - alpha: the test's false-positive rate, in (0, 1).
  ///   - power: the power to reach, above `alpha` and below 1.
  ///   - sequentialTuning: gbstats' N* for a sequential test; `nil` for a fixed horizon.
  public init(baseline: Double, alpha: Double = 0.05, power: Double = 0.8, sequentialTuning: Double? = nil) {
    self.init(
      mean: baseline, variance: baseline * (1 - baseline), alpha: alpha, power: power,
      sequentialTuning: sequentialTuning)
  }

  /// A plan for any metric: the control's mean per person and its variance
  /// (GrowthBook's power analysis assumes the same variance in every arm).
  public init(
    mean: Double, variance: Double, alpha: Double = 0.05, power: Double = 0.8, sequentialTuning: Double? = nil
  ) {
    self.baseline = mean
    self.variance = variance
    self.alpha = alpha
    self.power = power
    self.sequentialTuning = sequentialTuning
  }

  /// The largest number of people per variant ``peoplePerVariant(mde:)`` looks at.
  public static let mostPeople = 1_000_000_000_000

  /// The chance that the test finds a true relative change of `mde` with
  /// `people` in each arm: `1 − Φ(z − mde/se) + Φ(−z − mde/se)`.
  public func power(mde: Double, peoplePerVariant people: Double) -> Double {
    let error = standardError(mde: mde, people: people)
    let z = NormalDistribution.upperQuantile(alpha / 2)
    return NormalDistribution.sf(z - mde / error) + NormalDistribution.cdf(-z - mde / error)
  }

  /// The fewest people per variant with at least ``power`` to find a relative
  /// change of `mde`; `nil` when even ``mostPeople`` are not enough.
  public func peoplePerVariant(mde: Double) -> Int? {
    let reaches = { (people: Int) in self.power(mde: mde, peoplePerVariant: Double(people)) >= self.power }
    guard !reaches(2) else { return 2 }
    var low = 2
    var high = 4
    while !reaches(high) {
      guard high < Self.mostPeople else { return nil }
      low = high
      high = min(high * 2, Self.mostPeople)
    }
    // The power grows with the people: the fewest that reach it lie in (low, high].
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if reaches(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// The smallest relative change `people` per variant find with ``power``,
  /// solved as GrowthBook does (the root of a quadratic in the treatment's
  /// rate, the far tail left out); `nil` when there are too few people for one.
  public func minimumDetectableEffect(peoplePerVariant people: Double) -> Double? {
    let variance = effectiveVariance(people: people)
    let k = NormalDistribution.upperQuantile(alpha / 2) - NormalDistribution.upperQuantile(power)
    let p = baseline
    guard people > variance * k * k / (2 * p * p) else { return nil }
    let spread = variance / people
    let a = 1 - k * k * spread / (p * p)
    guard a > 0 else { return nil }
    let b = -2 * p
    let c = p * p - k * k * spread
    let root = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
    return (root - p) / p
  }

  /// The standard error of the relative lift (delta method, equal variances).
  private func standardError(mde: Double, people: Double) -> Double {
    let variance = effectiveVariance(people: people)
    let p = baseline
    let treated = p * (1 + mde)
    return (variance / (p * p * people) + variance * treated * treated / (p * p * p * p * people))
      .squareRoot()
  }

  /// ``variance``, widened for a sequential test so that its interval is the
  /// fixed test's with this variance: `v · z_seq² / z²`.
  private func effectiveVariance(people n: Double) -> Double {
    guard let tuning = sequentialTuning else { return variance }
    let rhoSquared = (-2 * log(alpha) + log(-2 * log(alpha) + 1)) / tuning
    let spread = n * rhoSquared + 1
    let sequentialZSquared = 2 * spread * log(spread.squareRoot() / alpha) / (n * rhoSquared)
    let z = NormalDistribution.upperQuantile(alpha / 2)
    return variance * sequentialZSquared / (z * z)
  }
}
