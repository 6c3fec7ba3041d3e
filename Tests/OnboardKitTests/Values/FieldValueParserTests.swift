import Testing

@testable import OnboardKit

@Suite struct FieldValueParserTests {
  @Test(arguments: [
    (JSONValue.string("36"), FieldKind.integer, "integer(36)"),
    (.number(36), .integer, "integer(36)"),
    (.string(" 7 "), .integer, "integer(7)"),
    (.string("abc"), .integer, "error: 'abc' is not a whole number"),
    (.number(3.5), .integer, "error: 3.5 is not a whole number"),
    (.string("2.5"), .number, "number(2.5)"),
    (.string("yes"), .boolean, "boolean(true)"),
    (.string("No"), .boolean, "boolean(false)"),
    (.bool(true), .boolean, "boolean(true)"),
    (.string("maybe"), .boolean, "error: 'maybe' is not yes or no"),
    (.string("2000-02-29"), .date, "date(2000-02-29)"),
    (.string("1900-02-29"), .date, "error: '1900-02-29' is not a date written YYYY-MM-DD"),
    (.string("ada@example.com"), .email, "text(\"ada@example.com\")"),
    (.string("ada.example.com"), .email, "error: not a valid email address: no '@'"),
    (.number(36), .text, "text(\"36\")"),
    (.array([]), .text, "error: a list is not text"),
  ])
  func parses(value: JSONValue, kind: FieldKind, expected: String) {
    let result = FieldValueParser.parse(value, kind: kind)
    switch result {
    case .success(.date(let date)): #expect("date(\(date))" == expected)
    case .success(let value):
      #expect("\(value)".replacingOccurrences(of: "OnboardKit.FieldValue.", with: "") == expected)
    case .failure(let error): #expect("error: \(error.message)" == expected)
    }
  }

  @Test func choicesCheckOptionsAndKeepOptionOrder() {
    let options = ["design", "engineering", "sales"]
    #expect(
      FieldValueParser.parse(.string("sales, design"), kind: .multiChoice, options: options)
        == .success(.choices(["design", "sales"])))
    #expect(
      FieldValueParser.parse(.array([.string("ops")]), kind: .multiChoice, options: options)
        == .failure(FieldValueError("'ops' is not one of the options ('design', 'engineering', 'sales')")))
    #expect(
      FieldValueParser.parse(.string("pro"), kind: .choice, options: ["free", "pro"])
        == .success(.choice("pro")))
  }
}

@Suite struct FieldRuleCheckTests {
  @Test func reportsEveryBrokenRule() {
    let rules = FieldRules(minLength: 3, maxLength: 5, pattern: "[a-z]+")
    #expect(
      FieldRuleCheck.problems(.text("AB"), rules: rules, kind: .text) == [
        "must be at least 3 characters", "is not in the expected form",
      ])
    #expect(FieldRuleCheck.problems(.text("abcd"), rules: rules, kind: .text).isEmpty)
  }

  /// Lengths count characters: ASCII by its bytes, the rest (and CR LF) by
  /// grapheme clusters, as `String.count` does.
  @Test(arguments: [
    "", "Ada", "a\r\nb", "\r\n", "Zoë", "e\u{301}", "👩‍👩‍👧", "日本語", "tab\there",
    "a longer name, past fifteen bytes",
  ])
  func countsCharacters(text: String) {
    #expect(FieldRuleCheck.characterCount(text) == text.count)
  }

  @Test func lengthsAreInCharacters() {
    let rules = FieldRules(minLength: 2, maxLength: 3)
    #expect(FieldRuleCheck.problems(.text("a\r\n"), rules: rules, kind: .text).isEmpty)
    #expect(FieldRuleCheck.problems(.text("👩‍👩‍👧👩‍👩‍👧"), rules: rules, kind: .text).isEmpty)
    #expect(
      FieldRuleCheck.problems(.text("\r\n"), rules: rules, kind: .text) == ["must be at least 2 characters"])
  }

  @Test func boundsNumbersAndDates() {
    let numbers = FieldRules(min: .number(13), max: .number(120))
    #expect(FieldRuleCheck.problems(.integer(12), rules: numbers, kind: .integer) == ["must be at least 13"])
    #expect(FieldRuleCheck.problems(.integer(121), rules: numbers, kind: .integer) == ["must be at most 120"])
    #expect(FieldRuleCheck.problems(.integer(13), rules: numbers, kind: .integer).isEmpty)
    let dates = FieldRules(min: .string("1900-01-01"))
    let early = CalendarDate(year: 1899, month: 12, day: 31).map(FieldValue.date)
    #expect(
      early.map { FieldRuleCheck.problems($0, rules: dates, kind: .date) } == ["must be at least 1900-01-01"])
  }
}

@Suite struct CalendarDateTests {
  @Test(arguments: ["1970-01-01", "2000-02-29", "1815-12-10", "2026-11-30", "0001-01-01", "9999-12-31"])
  func roundTripsThroughDate(text: String) throws {
    let day = try #require(CalendarDate(text))
    #expect(CalendarDate(day.date) == day)
    #expect(day.description == text)
  }

  @Test func refusesWhatIsNotADay() {
    for text in ["2001-02-29", "2000-13-01", "2000-1-01", "20000-01-01", "abcd-ef-gh", ""] {
      #expect(CalendarDate(text) == nil, "\(text)")
    }
  }
}
