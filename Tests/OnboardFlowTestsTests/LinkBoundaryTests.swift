import OnboardKit
import Testing

@testable import OnboardFlowTests

/// `onboard paths` tries a phone and a web address at their edges: lengths,
/// 15 and 16 digits, no `+`, no scheme, another scheme.
@Suite struct LinkBoundaryTests {
  static func labels(_ key: String, _ kind: FieldKind, _ rules: FieldRules = FieldRules()) -> [String] {
    let probe = FieldUnderTest(
      definition: FieldDefinition(key: key, rules: rules), kind: kind, options: nil, isRequired: true,
      modelRequires: true)
    return BoundaryValue.values(for: probe).map {
      "\($0.label) \($0.value.map(JSONWriter.value) ?? "-") \($0.valid ? "ok" : "refused")"
    }
  }

  @Test func phoneBoundaries() {
    #expect(
      Self.labels("phone", .phone, FieldRules(maxLength: 13)) == [
        #"maxLength (13) "+499999999999" ok"#, #"maxLength+1 (14) "+4999999999999" refused"#,
        #"16 digits "+4915123456789012" refused"#,
        #"no + "015123456789" refused"#, #"country code 0 "+0123456789" refused"#, "no answer - refused",
      ])
  }

  @Test func fifteenDigitsPassWithoutALengthRule() {
    #expect(Self.labels("phone", .phone).first == #"15 digits "+491512345678901" ok"#)
  }

  @Test func urlBoundaries() {
    #expect(
      Self.labels("website", .url) == [
        #"https "https://example.com" ok"#, #"no scheme "example.com" refused"#,
        #"not http "ftp://example.com" refused"#, "no answer - refused",
      ])
  }

  @Test func candidatesAreValidPhonesAndURLs() {
    for (key, kind) in [("phone", FieldKind.phone), ("website", .url)] {
      let probe = FieldUnderTest(
        definition: FieldDefinition(key: key), kind: kind, options: nil, isRequired: true, modelRequires: true
      )
      let values = AnswerCandidates.values(
        for: probe, literals: ConditionLiterals(FlowDefinition(name: "f", model: "Contact", steps: [])))
      #expect(
        values
          == (kind == .phone
            ? ["+4915123456789", "+14155550123"] : ["https://example.com", "http://example.org/a"]))
    }
  }
}
