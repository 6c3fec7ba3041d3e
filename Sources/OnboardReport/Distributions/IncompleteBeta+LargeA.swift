import Foundation

extension IncompleteBeta {
  /// `I_x(a, ½)` for `a ≥ 15` by DiDonato and Morris's asymptotic expansion
  /// (ACM TOMS Algorithm 708, BGRAT), specialised to `b = ½`, where
  /// `Q(½, z) = erfc(√z)`.
  ///
  /// The continued fraction loses about `ε/y` relative precision when `x` is
  /// near 1 and `a` is large (Student-t with millions of degrees of freedom);
  /// this expansion in `ln x` keeps 1e-13 there. Meant for `x ≥ ½`.
  static func largeAHalfB(a: Double, x: Double, y: Double) -> Double {
    let b = 0.5
    let bMinusOne = -0.5
    let nu = a + 0.5 * bMinusOne
    let logX = y <= 0.375 ? log1p(-y) : log(x)
    let z = -nu * logX
    guard z > 0 else { return 1 }
    let u = exp(-z + b * log(z / nu) - LogGamma.logBeta(a, b))
    guard u > 0 else { return 0 }
    let root = z.squareRoot()
    // J₀ = Q(½, z)/r with r = e⁻ᶻ √z / Γ(½): √π·erfcx(√z)/√z, no underflow.
    var j = Double.pi.squareRoot() * ErrorFunction.erfcx(root) / root
    let v = 0.25 / (nu * nu)
    let logSquare = 0.25 * logX * logX
    var sum = j
    var power = 1.0
    var cn = 1.0
    var n2 = 0.0
    var c: [Double] = []
    var d: [Double] = []
    for n in 1...30 {
      let bp2n = b + n2
      j = (bp2n * (bp2n + 1) * j + (z + bp2n + 1) * power) * v
      n2 += 2
      power *= logSquare
      cn /= n2 * (n2 + 1)
      c.append(cn)
      var s = 0.0
      var coefficient = b - Double(n)
      for (cValue, dValue) in zip(c.dropLast(), d.reversed()) {
        s += coefficient * cValue * dValue
        coefficient += b
      }
      let dn = bMinusOne * cn + s / Double(n)
      d.append(dn)
      let term = dn * j
      sum += term
      if !(sum > 0) { break }
      if abs(term) <= 1e-16 * sum { break }
    }
    return u * sum
  }
}
