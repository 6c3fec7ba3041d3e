import Foundation

extension StudentTDistribution {
  /// Solves `sf(t) = q` for `0 < q < ½`, i.e. `t > 0`, in `s = asinh t`.
  ///
  /// A quantile beyond `sinh(ceiling)` ≈ 1.5e300 is returned as `+∞`.
  ///
  /// `f(s) = ln sf(sinh s) − ln q` falls from `ln ½ − ln q > 0` at `s = 0`;
  /// it is nearly linear in the tails (`−df·s`), where Newton converges in a
  /// step or two. A bracket `[low, high]` is kept, and any step that leaves it
  /// or is not finite is replaced by bisection, so the solver always ends.
  struct QuantileSolver {
    let q: Double
    let df: Double

    /// `asinh` of 1e300: beyond it `sf` is 0 for every df.
    static let ceiling = 691.5

    func solve() -> Double {
      let target = log(q)
      if StudentTDistribution.sf(sinh(Self.ceiling), df: df) > q { return .infinity }
      var low = 0.0
      var high = Self.ceiling
      var s = asinh(max(initialGuess(), 1e-300))
      if !(s > low && s < high) { s = 1 }
      for _ in 0..<400 {
        let t = sinh(s)
        let tail = StudentTDistribution.sf(t, df: df)
        let value = log(tail) - target
        if value == 0 { return t }
        if value > 0 { low = s } else { high = s }
        let slope = -exp(StudentTDistribution.logDensity(t, df: df) - log(tail)) * cosh(s)
        var next = s - value / slope
        if !(next > low && next < high) { next = 0.5 * (low + high) }
        if abs(next - s) <= 2e-16 * abs(next) || high - low <= 2e-16 * high {
          return sinh(next)
        }
        s = next
      }
      return sinh(s)
    }

    /// A start: the Cornish–Fisher expansion around the normal quantile
    /// (Abramowitz & Stegun 26.7.5), or the power-law tail `sf ≈ c·t^(−df)`
    /// when that lies further out (small df, tiny q).
    func initialGuess() -> Double {
      let z = NormalDistribution.upperQuantile(q)
      let z2 = z * z
      let g1 = (z2 + 1) * z / 4
      let g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
      let g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
      let expansion = z + g1 / df + g2 / (df * df) + g3 / (df * df * df)
      // sf(t) ≈ df^(df/2) t^(−df) / (df·B(df/2, ½)) for large t.
      let tail = exp(0.5 * log(df) - (log(q) + log(df) + LogGamma.logBeta(df / 2, 0.5)) / df)
      return max(expansion.isFinite ? expansion : 0, tail.isFinite ? tail : 0)
    }
  }
}
