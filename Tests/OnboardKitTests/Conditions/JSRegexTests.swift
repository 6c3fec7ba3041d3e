import Foundation
import Testing

@testable import OnboardKit

/// `$regex` patterns read as JavaScript reads them. Every expectation below
/// is what `new RegExp(pattern, flags).test(input)` answers in Node.
@Suite struct JSRegexTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    let ignoringCase: Bool
    let input: String
    let expected: Bool
    var testDescription: String {
      "/\(pattern)/\(ignoringCase ? "i" : "") on \(input.debugDescription) is \(expected)"
    }
  }

  static func c(_ pattern: String, _ input: String, _ expected: Bool, i ignoringCase: Bool = false) -> Case {
    Case(pattern: pattern, ignoringCase: ignoringCase, input: input, expected: expected)
  }

  static let matching: [Case] = [
    // `$` is the end of input, not before a final newline.
    c("-12-25$", "1980-12-25\n", false), c("-12-25$", "1980-12-25", true), c("^ping", "pingpong", true),
    // Annex B literals and identity escapes.
    c("a{", "a{", true), c("a{1", "xa{1", true), c("x{,3}", "x{,3}", true), c("]", "a]", true),
    c("}", "}", true), c("\\p{L}", "p{L}", true), c("\\p{L}", "é", false), c("\\Q", "Q", true),
    c("\\A", "A", true), c("\\Z", "Z", true), c("\\z", "z", true), c("\\h", "h", true),
    c("\\e", "e", true), c("\\k", "k", true), c("\\x4", "x4", true), c("\\8", "8", true),
    c("\\12", "\n", true), c("\\c1", "\\c1", true), c("[\\c1]", "\u{11}", true),
    c("[a&&b]", "&", true), c("[[]", "[", true),
    // Classes: `[]` is empty, `[^]` is anything, `\d \w \s \b` are JavaScript's.
    c("[]", "a", false), c("[^]", "\n", true), c("[]a]", "a]", false), c("[\\d-z]", "-", true),
    c("[a-]", "-", true), c("[\\b]", "\u{8}", true), c("\\d", "\u{663}", false), c("\\d", "7", true),
    c("\\w", "é", false), c("\\bcafé\\b", "café!", false), c("\\bfoo\\b", "a foo.", true),
    c("\\s", "\u{FEFF}", true), c("\\v", "\u{B}", true), c("\\v", "\n", false), c("\\cJ", "\n", true),
    // `.` stops only at JavaScript's line terminators.
    c("a.b", "a\u{2028}b", false), c("a.b", "a\u{85}b", true), c("^.$", "é", true),
    // Escapes, groups and references.
    c("\\u0041", "A", true), c("\\uD83D\\uDE00", "😀", true), c("x\\uD83D\\u0041", "xA", false),
    c("(a)\\1", "aa", true), c("\\1(a)", "a", true),
    c("(?<year>\\d{4})-\\k<year>", "2024-2024", true), c("(?=a)*b", "b", true), c("(?=(a))+a", "a", true),
    c("(a?)*?x", "ab", false), c("(a+)+$", "aaab", false),
    // Case-insensitive.
    c("MOBILE", "Android Mobile", true, i: true), c("[a-z]+", "ABC", true, i: true),
    c("[^a]", "A", false, i: true),
    c("\\w", "K", true, i: true), c("é", "É", true, i: true),
  ]

  @Test(arguments: matching)
  func matchesLikeJavaScript(_ test: Case) {
    #expect(JSRegex.test(test.pattern, ignoringCase: test.ignoringCase, on: test.input) == test.expected)
  }

  /// Where ICU cannot follow JavaScript: it matches whole scalars (JavaScript
  /// matches UTF-16 units, so `.` is half an emoji), folds case fully (`ß` is
  /// `ss`), fails a reference to an unset group (JavaScript matches empty),
  /// and needs lookbehinds of bounded length.
  static let knownDifferences: [Case] = [
    c("\\uD83D\\u0041", "😀A", false), c("^.$", "😀", false), c("ß", "SS", false, i: true),
    c("s", "ſ", false, i: true), c("(a)?b\\1", "b", true), c("(?:(a)|b)+\\1", "ab", true),
    c("(?<=a+)b", "aab", true),
  ]

  @Test(arguments: knownDifferences)
  func knownDifferencesFromJavaScript(_ test: Case) {
    withKnownIssue("ICU semantics differ here") {
      #expect(JSRegex.test(test.pattern, ignoringCase: test.ignoringCase, on: test.input) == test.expected)
    }
  }

  static let invalid: [(String, String)] = [
    ("a**", "nothing to repeat"), ("a++", "nothing to repeat"), ("{1}", "nothing to repeat"),
    ("^*", "nothing to repeat"), ("\\b*", "nothing to repeat"), ("(?<=a)+", "invalid quantifier"),
    ("(?i)abc", "invalid group"), ("(?P<x>a)", "invalid group"), ("(?#c)", "invalid group"),
    ("(?>a)", "invalid group"),
    ("(?<n>a)\\k<m>", "invalid named capture referenced"), ("(?<n>a)(?<n>b)", "duplicate capture group name"),
    ("x{2,1}", "numbers out of order in {} quantifier"), ("(", "unterminated group"), ("a)", "unmatched ')'"),
    ("[a-", "unterminated character class"), ("\\", "\\ at end of pattern"),
    ("[z-a]", "range out of order in character class"), ("/???***[)", "nothing to repeat"),
  ]

  @Test(arguments: invalid)
  func rejectsWhatJavaScriptRejects(pattern: String, reason: String) {
    #expect(JSRegex.compile(pattern, ignoringCase: false).failure == .syntax(reason))
    #expect(JSRegex.test(pattern, ignoringCase: false, on: "anything") == nil)
  }

  @Test func invalidPatternsAreFalseEvenWhenNegated() {
    for name in ["$regex", "$regexi", "$notRegex", "$notRegexi"] {
      let condition = Condition(.object(["name": .object([name: .string("[a-")])]))
      #expect(!condition.evaluate(.object(["name": .string("abc")])), "\(name)")
    }
  }

  @Test func patternLengthIsCapped() {
    let fits = String(repeating: "a", count: JSRegex.maxPatternLength)
    let long = fits + "a"
    #expect(JSRegex.test(fits, ignoringCase: false, on: fits) == true)
    #expect(JSRegex.compile(long, ignoringCase: false).failure == .tooLong)
    #expect(JSRegex.test(long, ignoringCase: false, on: long) == nil)
    let notRegex = Condition(.object(["s": .object(["$notRegex": .string(long)])]))
    #expect(!notRegex.evaluate(.object(["s": .string("b")])))
  }

  @Test func inputLengthIsCapped() {
    let fits = String(repeating: "é", count: JSRegex.maxInputLength)
    #expect(JSRegex.test("é$", ignoringCase: false, on: fits) == true)
    #expect(JSRegex.test("é$", ignoringCase: false, on: fits + "é") == nil)
    // Code units count, as in JavaScript: 5,001 emoji are 10,002 units.
    #expect(JSRegex.test("x", ignoringCase: false, on: String(repeating: "😀", count: 5_001)) == nil)
    let condition = Condition(.object(["s": .object(["$regex": .string("a")])]))
    #expect(!condition.evaluate(.object(["s": .string(String(repeating: "a", count: 10_001))])))
  }

  @Test func catastrophicBacktrackingIsStopped() {
    let input = String(repeating: "a", count: 40) + "b"
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(JSRegex.test("(a+)+$", ignoringCase: false, on: input) == nil)
      let condition = Condition(.object(["s": .object(["$notRegex": .string("(a+)+$")])]))
      #expect(!condition.evaluate(.object(["s": .string(input)])))
    }
    #expect(elapsed < .seconds(2))
  }

  @Test func attributesAreTestedAsJavaScriptStrings() {
    func matches(_ pattern: String, _ value: JSONValue) -> Bool {
      Condition(.object(["a": .object(["$regex": .string(pattern)])])).evaluate(.object(["a": value]))
    }
    #expect(matches("^10$", .number(10)))
    #expect(matches("^true$", .bool(true)))
    #expect(matches("^a,b$", .array([.string("a"), .string("b")])))
    #expect(matches("^null$", .null))
    #expect(Condition(.object(["a": .object(["$regex": .string("^null$")])])).evaluate(.object([:])))
  }
}

extension Result {
  /// The error, when there is one.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
