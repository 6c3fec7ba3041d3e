/// Horner evaluation of the rational approximations in this folder.
enum Polynomial {
  /// `c[0]·xⁿ + c[1]·xⁿ⁻¹ + … + c[n]`: coefficients from the highest power down.
  static func horner(_ coefficients: [Double], _ x: Double) -> Double {
    var sum = 0.0
    for coefficient in coefficients { sum = sum * x + coefficient }
    return sum
  }
}
