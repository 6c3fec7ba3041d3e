import Testing

@testable import OnboardKit

@Suite struct JSONValueCanonicalTextTests {
  @Test func keysAreSortedByCodePointAndEveryMemberHasItsLine() {
    let value = JSONValue.object([
      "b": .array([.number(1), .bool(true), .null]), "B": .object([:]), "a": .array([]), "é": .string("x"),
    ])
    #expect(
      value.canonicalText() == """
        {
          "B": {},
          "a": [],
          "b": [
            1,
            true,
            null
          ],
          "é": "x"
        }
        """)
  }

  @Test(arguments: [
    (13.0, "13"), (-0.5, "-0.5"), (0.1, "0.1"), (1e21, "1e+21"), (-0.0, "0"),
    (9_007_199_254_740_991, "9007199254740991"), (Double.infinity, "null"), (Double.nan, "null"),
  ])
  func numbersHaveOneSpelling(number: Double, expected: String) {
    #expect(JSONValue.number(number).canonicalText() == expected)
  }

  @Test func stringsEscapeQuotesBackslashesAndControlsOnly() {
    let text = JSONValue.string("a\"b\\c/d\n\t\u{01}\u{7F}ü€").canonicalText()
    #expect(text == #""a\"b\\c/d\n\t\u0001\u007fü€""#)
  }

  /// A string with nothing to escape is copied whole; one escape anywhere
  /// sends all of it through the escaping path.
  @Test(arguments: [
    ("plain ü€ / text", #""plain ü€ / text""#), ("\u{7F}", #""\u007f""#), ("end\\", #""end\\""#),
    ("", #""""#), ("tab\tin the middle", #""tab\tin the middle""#),
  ])
  func plainStringsAreCopiedWhole(string: String, expected: String) {
    #expect(JSONWriter.string(string) == expected)
    #expect(JSONValue.isPlain(string) == (expected == "\"" + string + "\""))
  }
}
