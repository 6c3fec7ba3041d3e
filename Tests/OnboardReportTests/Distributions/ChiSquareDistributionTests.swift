import Testing

@testable import OnboardReport

/// Reference values from scipy 1.17.1 (`Tools/reference.py`): the chi-square
/// survival function that the sample-ratio-mismatch check uses.
@Suite struct ChiSquareDistributionTests {
  static let chiSquareSF = [
    (0.5, 1.0, 0.47950012218695337),
    (3.84, 1.0, 0.05004352124870519),
    (10.0, 1.0, 0.001565402258002549),
    (60.0, 1.0, 9.485737571073857e-15),
    (0.1, 2.0, 0.951229424500714),
    (5.99, 2.0, 0.05003662708658629),
    (2.0, 3.0, 0.5724067044708798),
    (30.0, 3.0, 1.3800570312932553e-06),
    (7.0, 4.0, 0.13588822540043327),
    (1.0, 5.0, 0.9625657732472964),
    (200.0, 5.0, 2.8406228986415534e-41),
    (15.0, 10.0, 0.1320618562877206),
    (120.0, 100.0, 0.08440668109369177),
    (80.0, 100.0, 0.9296649333406051),
    (1500.0, 2.0, 0.0),
  ]

  @Test(arguments: chiSquareSF) func sf(x: Double, df: Double, expected: Double) {
    #expect(Closeness.relative(ChiSquareDistribution.sf(x, df: df), expected), "sf(\(x), df: \(df))")
  }
}
