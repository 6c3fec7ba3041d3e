import Testing

@testable import OnboardKit

@Suite struct CountryCodeTests {
  /// The table the check indexes agrees with the list of codes for every
  /// pair of capital letters (676 texts, 249 of them assigned).
  @Test func everyPairOfCapitalsAgreesWithTheList() {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    var assigned = 0
    for first in letters {
      for second in letters {
        let code = first + second
        #expect(CountryCode.isValid(code) == CountryCode.all.contains(code), "\(code)")
        if CountryCode.isValid(code) { assigned += 1 }
      }
    }
    #expect(assigned == 249)
  }

  @Test(arguments: ["gb", "Gb", "G", "GBR", "", "G1", "ÄB", "G\u{0}", "GB "])
  func refusesWhatIsNotTwoCapitals(code: String) {
    #expect(!CountryCode.isValid(code))
  }
}
