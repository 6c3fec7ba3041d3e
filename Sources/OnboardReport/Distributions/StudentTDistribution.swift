import Foundation

/// Student's t distribution with `df` degrees of freedom (any positive real,
/// as Welch–Satterthwaite produces), written in Swift.
///
/// - The CDF is `½·I_{df/(df+t²)}(df/2, ½)` through ``IncompleteBeta``, both
///   tails to full relative precision.
/// - The quantile inverts it by safeguarded Newton steps on `ln sf` in the
///   variable `asinh t`, which is `t` near 0 and `ln 2t` in the tails, so one
///   solver serves `df = 1` (Cauchy, quantiles near 1e11 at p = 1e-12) and
///   `df = 1e7` alike.
/// - With 30 degrees of freedom or more and `|t| ≤ √df`, the incomplete beta
///   comes from an asymptotic expansion (``IncompleteBeta`` `largeAHalfB`),
///   which keeps 1e-13 up to `df` = 1e15 where the continued fraction would not.
/// - Above ``normalLimit`` degrees of freedom (or infinite) the normal
///   distribution is used.
///
/// NaN, `df ≤ 0` and probabilities outside [0, 1] give NaN; nothing traps.
package enum StudentTDistribution {
  /// Degrees of freedom above which the normal distribution stands in.
  package static let normalLimit = 1e300

  /// P(T ≤ t).
  package static func cdf(_ t: Double, df: Double) -> Double {
    sf(-t, df: df)
  }

  /// P(T > t).
  package static func sf(_ t: Double, df: Double) -> Double {
    guard df > 0, !t.isNaN else { return .nan }
    if df > normalLimit { return NormalDistribution.sf(t) }
    if t.isInfinite { return t > 0 ? 0 : 1 }
    let square = t * t
    let x: Double
    let y: Double
    if square > df {
      let ratio = square.isFinite ? df / square : df / abs(t) / abs(t)
      x = ratio / (1 + ratio)
      y = 1 / (1 + ratio)
    } else {
      let ratio = square / df
      x = 1 / (1 + ratio)
      y = ratio / (1 + ratio)
    }
    if df >= 30, square <= df, square > 0 {
      let tail = 0.5 * IncompleteBeta.largeAHalfB(a: df / 2, x: x, y: y)
      return t > 0 ? tail : 1 - tail
    }
    // Beyond |t| = 1e150, x = df/(df+t²) may underflow: pass ln x itself.
    let logX = abs(t) > 1e150 ? log(df) - 2 * log(abs(t)) : nil
    let beta = IncompleteBeta.regularized(a: df / 2, b: 0.5, x: x, y: y, logX: logX)
    return t > 0 ? 0.5 * beta.lower : 0.5 + 0.5 * beta.upper
  }

  /// The density at `t`.
  package static func pdf(_ t: Double, df: Double) -> Double {
    guard df > 0, !t.isNaN else { return .nan }
    if df > normalLimit { return NormalDistribution.pdf(t) }
    return exp(logDensity(t, df: df))
  }

  /// The `t` with `cdf(t) == p`.
  package static func quantile(_ p: Double, df: Double) -> Double {
    guard df > 0, p >= 0, p <= 1 else { return .nan }
    if p < 0.5 { return -upperQuantile(p, df: df) }
    return upperQuantile(1 - p, df: df)
  }

  /// The `t` with `sf(t) == q`, precise for tiny `q`.
  package static func upperQuantile(_ q: Double, df: Double) -> Double {
    guard df > 0, q >= 0, q <= 1 else { return .nan }
    if q > 0.5 { return -upperQuantile(1 - q, df: df) }
    if q == 0.5 { return 0 }
    if q == 0 { return .infinity }
    if df > normalLimit { return NormalDistribution.upperQuantile(q) }
    return QuantileSolver(q: q, df: df).solve()
  }

  /// `ln pdf(t)`, with `ln(1 + t²/df)` kept finite when `t²` overflows.
  static func logDensity(_ t: Double, df: Double) -> Double {
    let square = t * t
    let logTerm = square.isFinite ? log1p(square / df) : 2 * log(abs(t)) - log(df)
    return -LogGamma.logBeta(df / 2, 0.5) - 0.5 * log(df) - (df + 1) / 2 * logTerm
  }
}
