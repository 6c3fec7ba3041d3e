import Foundation
import Testing

@testable import OnboardKit

/// The fast matcher must agree with `NSRegularExpression` on every pattern
/// it accepts, and refuse the ones it cannot match exactly.
@Suite struct SimplePatternTests {
  /// What ICU says about a whole-answer match.
  static func icu(_ text: String, _ pattern: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return false }
    return regex.firstMatch(in: text, range: NSRange(text.startIndex..<text.endIndex, in: text)) != nil
  }

  static let patterns = [
    "[A-Z]{2}", "[A-Z0-9]{8}", "\\d{3}-\\d{4}", "[a-z]+", "[a-z]*x", "a?b{2,3}c{1,}", ".{2,4}",
    "\\w+@\\w+\\.com",
    "[-a]b", "[a-]+", "x\\.y", "", "[A-Za-z ]{1,5}", "\\s?\\d+", "[A-Z]{2}\\d{2}", "a{0}b{1}",
  ]

  @Test(arguments: patterns) func agreesWithICU(pattern: String) throws {
    let simple = try #require(SimplePattern(pattern), "'\(pattern)' should be in the subset")
    var generator = SplitMix64(state: UInt64(pattern.utf8.count) &+ 17)
    let alphabet = Array("AZaz09-_.@ xyc b\u{e9}\n")
    var checked = 0
    for length in 0...10 {
      for _ in 0..<60 {
        let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        if let matched = simple.matches(text) {
          #expect(matched == Self.icu(text, pattern), "'\(pattern)' on '\(text)'")
          checked += 1
        }
      }
    }
    for text in ["AB", "ABCD1234", "555-1234", "abc", "aaax", "abbc", "a_1@b2.com", "-b", "x.y", ""] {
      if let matched = simple.matches(text) {
        #expect(matched == Self.icu(text, pattern), "'\(pattern)' on '\(text)'")
      }
    }
    #expect(checked > 200)
  }

  @Test(arguments: ["(ab)+", "a|b", "[^a]", "^a$", "a{2}?", "\\bx", "[[a]]", "a{,3}", "\\D", "caf\u{e9}"])
  func refusesWhatItCannotMatchExactly(pattern: String) {
    #expect(SimplePattern(pattern) == nil)
  }

  /// Patterns of fixed counts only are matched position by position; the
  /// others walk the atoms (both agree with ICU above).
  @Test func fixedCountsAreMatchedByPosition() throws {
    #expect(SimplePattern("[A-Z]{2}")?.fixed?.count == 2)
    #expect(SimplePattern("[A-Z0-9]{8}")?.fixed?.count == 8)
    #expect(SimplePattern("\\d{3}-\\d{4}")?.fixed?.count == 8)
    #expect(SimplePattern("a{0}b{1}")?.fixed?.count == 1)
    #expect(SimplePattern("a?b")?.fixed == nil)
    #expect(SimplePattern("[a-z]+")?.fixed == nil)
    #expect(SimplePattern("a{300}")?.fixed == nil)
    let country = try #require(SimplePattern("[A-Z]{2}"))
    #expect(country.matches("GB") == true)
    #expect(country.matches("G") == false)
    #expect(country.matches("GBR") == false)
    #expect(country.matches("gB") == false)
  }

  @Test func leavesOtherAnswersToTheEngine() throws {
    let simple = try #require(SimplePattern("[A-Z]{2}"))
    #expect(simple.matches("AB\n") == nil)
    #expect(simple.matches("\u{c9}A") == nil)
    #expect(FieldPattern.matches("AB\n", pattern: "[A-Z]{2}") == Self.icu("AB\n", "[A-Z]{2}"))
    #expect(FieldPattern.matches("AB", pattern: "[A-Z]{2}"))
    #expect(!FieldPattern.matches("ABC", pattern: "[A-Z]{2}"))
  }
}
