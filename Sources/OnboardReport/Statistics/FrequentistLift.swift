import Foundation

/// gbstats 0.8's `TwoSidedTTest` with `difference_type="relative"`: the
/// relative lift of a treatment over the control, its interval and two-sided
/// p-value (`gbstats/frequentist/tests.py`).
public struct FrequentistLift: Sendable, Hashable {
  /// `(mean_b − mean_a) / mean_a`, as gbstats' runner reports it: when the
  /// test falls back to its default, the raw relative difference is still
  /// given (or 0 when the control's mean is 0), as `analyze_row` does.
  public var relative: Double
  /// The confidence interval at `1 − alpha`; `[0, 0]` when ``problem`` is set.
  public var interval: Interval
  /// The two-sided p-value; 1 when ``problem`` is set.
  public var pValue: Double
  /// The standard error of the relative lift (delta method); 0 with a problem.
  public var standardError: Double
  /// Welch–Satterthwaite degrees of freedom; NaN with a problem.
  public var degreesOfFreedom: Double
  /// Why gbstats' uninformative default was returned, if it was.
  public var problem: TestProblem?

  /// Runs the test of `treatment` against `control` at level `alpha`.
  ///
  /// - delta-method variance `var_b/(m_a² n_b) + var_a m_b²/(m_a⁴ n_a)`;
  /// - `t = lift / √variance`, df by Welch–Satterthwaite;
  /// - p-value `2·P(T > |t|)`: gbstats writes `2(1 − cdf)`, which rounds to
  ///   0 below about 1e-16; this survival function keeps tiny p-values;
  /// - interval `lift ± t_{1−α/2, df}·√variance`.
  public init(control a: SampleSummary, treatment b: SampleSummary, alpha: Double) {
    let rawRelative = a.mean > 0 ? (b.mean - a.mean) / a.mean : 0
    if a.mean == 0 {
      self = .fallback(.baselineZero, relative: rawRelative)
      return
    }
    if a.hasZeroVariance || b.hasZeroVariance {
      self = .fallback(.zeroVariance, relative: rawRelative)
      return
    }
    let variance = DeltaMethod.relativeVariance(control: a, treatment: b)
    let na = Double(a.n)
    let nb = Double(b.n)
    let point = (b.mean - a.mean) / a.mean
    let error = variance.squareRoot()
    let shareA = a.variance / na
    let shareB = b.variance / nb
    let df =
      (shareB + shareA) * (shareB + shareA)
      / (shareB * shareB / (nb - 1) + shareA * shareA / (na - 1))
    let statistic = point / error
    let width = StudentTDistribution.quantile(1 - alpha / 2, df: df) * error
    relative = a.mean > 0 ? point : 0
    interval = Interval(point - width, point + width)
    pValue = min(1, 2 * StudentTDistribution.sf(abs(statistic), df: df))
    standardError = error
    degreesOfFreedom = df
    problem = nil
  }

  private init(relative: Double, problem: TestProblem) {
    self.relative = relative
    interval = Interval(0, 0)
    pValue = 1
    standardError = 0
    degreesOfFreedom = .nan
    self.problem = problem
  }

  private static func fallback(_ problem: TestProblem, relative: Double) -> FrequentistLift {
    FrequentistLift(relative: relative, problem: problem)
  }
}
