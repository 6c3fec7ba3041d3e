import Testing

@testable import OnboardReport

/// NaN, infinities, zeros and extreme arguments: defined answers, never a trap
/// or a hang.
@Suite struct DistributionEdgeTests {
  @Test func normalEdges() {
    #expect(NormalDistribution.cdf(.nan).isNaN)
    #expect(NormalDistribution.cdf(.infinity) == 1)
    #expect(NormalDistribution.cdf(-.infinity) == 0)
    #expect(NormalDistribution.sf(.infinity) == 0)
    #expect(NormalDistribution.quantile(0) == -.infinity)
    #expect(NormalDistribution.quantile(1) == .infinity)
    #expect(NormalDistribution.quantile(.nan).isNaN)
    #expect(NormalDistribution.quantile(1.5).isNaN)
    #expect(NormalDistribution.quantile(-0.1).isNaN)
    #expect(NormalDistribution.quantile(0.5) == 0)
    #expect(ErrorFunction.erfc(-.infinity) == 2)
    #expect(ErrorFunction.erfcx(-1).isNaN)
    #expect(Closeness.relative(ErrorFunction.erfcx(1e8), 5.641895835477563e-09))
  }

  @Test func studentEdges() {
    #expect(StudentTDistribution.cdf(.nan, df: 3).isNaN)
    #expect(StudentTDistribution.cdf(1, df: .nan).isNaN)
    #expect(StudentTDistribution.cdf(1, df: 0).isNaN)
    #expect(StudentTDistribution.cdf(1, df: -2).isNaN)
    #expect(StudentTDistribution.cdf(.infinity, df: 3) == 1)
    #expect(StudentTDistribution.cdf(-.infinity, df: 3) == 0)
    #expect(StudentTDistribution.cdf(0, df: 7) == 0.5)
    #expect(StudentTDistribution.sf(1e300, df: 1e6) == 0)
    #expect(Closeness.relative(StudentTDistribution.cdf(1.96, df: .infinity), NormalDistribution.cdf(1.96)))
    #expect(StudentTDistribution.quantile(0, df: 5) == -.infinity)
    #expect(StudentTDistribution.quantile(1, df: 5) == .infinity)
    #expect(StudentTDistribution.quantile(0.5, df: 5) == 0)
    #expect(StudentTDistribution.quantile(.nan, df: 5).isNaN)
    #expect(StudentTDistribution.quantile(0.3, df: 0).isNaN)
    #expect(StudentTDistribution.quantile(0.3, df: .nan).isNaN)
  }

  /// Quantiles far out in the tails and at odd df end, and come back through the CDF.
  @Test(arguments: [
    (1e-300, 1.0), (1e-280, 0.99), (1e-20, 0.5), (1e-15, 1e12), (0.4999999, 3.0), (1e-100, 1e6),
  ])
  func extremeQuantilesRoundTrip(q: Double, df: Double) {
    let t = StudentTDistribution.upperQuantile(q, df: df)
    #expect(t.isFinite && t > 0)
    #expect(Closeness.relative(StudentTDistribution.sf(t, df: df), q, 1e-9), "sf(\(t), df: \(df))")
  }

  /// A quantile beyond the largest double is `+∞`.
  @Test func quantileBeyondTheDoublesIsInfinite() {
    #expect(StudentTDistribution.upperQuantile(1e-300, df: 0.05) == .infinity)
    #expect(StudentTDistribution.quantile(1e-300, df: 0.05) == -.infinity)
  }

  @Test func chiSquareEdges() {
    #expect(ChiSquareDistribution.sf(.nan, df: 1).isNaN)
    #expect(ChiSquareDistribution.sf(1, df: 0).isNaN)
    #expect(ChiSquareDistribution.sf(0, df: 2) == 1)
    #expect(ChiSquareDistribution.sf(-3, df: 2) == 1)
    #expect(ChiSquareDistribution.sf(.infinity, df: 2) == 0)
    #expect(ChiSquareDistribution.sf(1e6, df: 3) == 0)
    #expect(Closeness.relative(ChiSquareDistribution.cdf(3.84, df: 1), 0.9499564787512949))
  }
}
