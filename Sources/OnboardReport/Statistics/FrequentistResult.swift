/// What a frequentist test of a treatment against the control found (gbstats'
/// `FrequentistTestResult`), in the units of its ``DifferenceType``.
package struct FrequentistResult: Sendable, Hashable {
  /// gbstats' `expected`: the difference of the means; 0 when ``problem`` is set.
  package var estimate: Double
  /// The confidence interval at `1 − alpha`; `[0, 0]` with a problem.
  package var interval: Interval
  /// The two-sided p-value; 1 with a problem.
  package var pValue: Double
  /// The standard error of ``estimate``; 0 with a problem.
  package var standardError: Double
  /// Welch–Satterthwaite degrees of freedom; `nil` with a problem.
  package var degreesOfFreedom: Double?
  /// Why gbstats' uninformative default was returned, if it was.
  package var problem: TestProblem?

  /// gbstats' `_default_output`.
  static func fallback(_ problem: TestProblem) -> FrequentistResult {
    FrequentistResult(
      estimate: 0, interval: Interval(0, 0), pValue: 1, standardError: 0, degreesOfFreedom: nil,
      problem: problem)
  }
}

/// The part the fixed-horizon and the sequential test share: gbstats'
/// `TTest.compute_result` checks, point estimate, variance and degrees of
/// freedom.
struct TTestSetup {
  let control: SampleSummary
  let treatment: SampleSummary
  let estimate: Double
  let variance: Double

  /// The reason gbstats gives up, if it does: the control's mean is 0 (for
  /// an absolute difference too, as gbstats), or a variance is 0. A variant
  /// with fewer than 2 units counts as having no variance; every statistic
  /// gives it variance 0 anyway.
  static func problem(control a: SampleSummary, treatment b: SampleSummary) -> TestProblem? {
    if a.mean == 0 { return .baselineZero }
    if a.hasZeroVariance || b.hasZeroVariance || a.n < 2 || b.n < 2 { return .zeroVariance }
    return nil
  }

  /// The setup of a comparison that has no ``problem(control:treatment:)``.
  init(control a: SampleSummary, treatment b: SampleSummary, difference: DifferenceType) {
    control = a
    treatment = b
    estimate = DeltaMethod.difference(control: a, treatment: b, difference)
    variance = DeltaMethod.variance(control: a, treatment: b, difference)
  }

  var standardError: Double { variance.squareRoot() }

  /// Welch–Satterthwaite on the variants' own variances, whatever the
  /// difference type: `(v_b/n_b + v_a/n_a)² / (v_b²/(n_b²(n_b−1)) + v_a²/(n_a²(n_a−1)))`.
  var degreesOfFreedom: Double {
    let na = Double(control.n)
    let nb = Double(treatment.n)
    let shareA = control.variance / na
    let shareB = treatment.variance / nb
    return (shareB + shareA) * (shareB + shareA)
      / (shareB * shareB / (nb - 1) + shareA * shareA / (na - 1))
  }

  func result(interval: Interval, pValue: Double) -> FrequentistResult {
    FrequentistResult(
      estimate: estimate, interval: interval, pValue: pValue, standardError: standardError,
      degreesOfFreedom: degreesOfFreedom, problem: nil)
  }
}
