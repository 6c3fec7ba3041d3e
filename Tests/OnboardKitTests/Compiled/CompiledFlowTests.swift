import Foundation
import Testing

@testable import OnboardKit

/// Compiled flows: written canonically, read strictly, checked like YAML flows.
@Suite struct CompiledFlowTests {
  static func mark(_ line: Int) -> SourceMark { SourceMark(file: "f.yaml", line: line, column: 3) }

  /// A flow with a mark on everything that has one, and every kind of value
  /// (it does not pass the checks: the round trip is tested before them).
  static let flow: FlowDefinition = {
    var field = FieldDefinition(
      key: "plan", label: "Plan", help: "Pick one", required: true, defaultValue: .string("free"),
      rules: FieldRules(marks: ["x": mark(9)]),
      options: [
        OptionDefinition(value: "free", label: "Free", mark: mark(4)), OptionDefinition(value: "pro"),
      ],
      mark: mark(2), keyMark: mark(3))
    field.defaultMark = mark(5)
    field.requiredMark = mark(6)
    field.optionsMark = mark(7)
    let contact = FlowDefinition(
      name: "contact", model: "User",
      steps: [
        StepDefinition(
          id: "email",
          fields: [
            FieldDefinition(
              key: "email", rules: FieldRules(maxLength: 80, pattern: ".+@.+", marks: ["pattern": mark(8)])),
            FieldDefinition(key: "country"),
          ], mark: mark(1))
      ], mark: mark(1), stepsMark: mark(2))
    let minor = Condition(.object(["age": .object(["$lt": .number(18)])]))
    return FlowDefinition(
      name: "signup", version: 3, model: "User", title: "Hi \"there\"",
      steps: [
        StepDefinition(
          id: "name", title: "Name", body: "Body",
          fields: [
            FieldDefinition(key: "firstName", mark: mark(10)), FieldDefinition(key: "lastName"),
            FieldDefinition(key: "age", rules: FieldRules(min: .number(13), max: .number(120.5))),
            FieldDefinition(key: "birthDate", rules: FieldRules(min: .string("1900-01-01"))),
            FieldDefinition(key: "interests", options: [], mark: mark(11)),
          ],
          next: [
            NextRule(when: minor, goto: "contact", mark: mark(12), gotoMark: mark(13)),
            NextRule(goto: "plan"),
          ],
          mark: mark(14), idMark: mark(15)),
        StepDefinition(
          id: "contact", include: IncludedFlow(path: "includes/contact.yaml", flow: contact, mark: mark(16))),
        StepDefinition(
          id: "plan", fields: [field, FieldDefinition(key: "marketingOptIn", defaultValue: .null)]),
        StepDefinition(
          id: "done", isFinal: true,
          rules: [FinalRule(when: minor, error: "Too young", mark: mark(17))]),
      ], mark: mark(1), stepsMark: mark(18))
  }()

  @Test func roundTripGivesTheFlowWithoutMarks() throws {
    let text = Self.flow.compiledJSON()
    let (loaded, problems) = try FlowDefinition.decodeCompiledJSON(Data(text.utf8))
    #expect(problems.isEmpty)
    #expect(loaded == Self.flow.strippingMarks())
    #expect(loaded.compiledJSON() == text)
    #expect(!text.contains("f.yaml") && !text.contains("\"line\""))
    #expect(text.contains(#""format": "onboard.compiled-flow/1""#))
  }

  @Test func strippingRemovesEveryMark() throws {
    let stripped = Self.flow.strippingMarks()
    let encoded = String(decoding: try JSONEncoder().encode(stripped), as: UTF8.self)
    #expect(!encoded.contains("f.yaml"))
    #expect(stripped.steps[0].fields[0].key == "firstName")
    #expect(stripped != Self.flow)
  }

  @Test func emptiesAndFalseAreLeftOutButAnEmptyOptionListStays() {
    let text = Self.flow.compiledJSON()
    #expect(!text.contains(#""final": false"#))
    #expect(!text.contains(#""next": []"#))
    #expect(text.contains(#""options": []"#))
    #expect(text.contains(#""default": null"#))
    #expect(text.contains(#""max": 120.5"#))
  }

  static func load(_ json: String) -> CompiledFlowError? {
    do {
      _ = try FlowDefinition.fromCompiledJSON(Data(json.utf8))
      return nil
    } catch {
      return error
    }
  }

  static let minimal =
    #"{"flow": "f", "model": "User", "steps": [{"id": "done", "final": true, "fields": [%FIELDS%]}]%EXTRA%}"#
  static let allFields = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"]
    .map { #"{"key": "\#($0)"}"# }.joined(separator: ", ")

  static func document(
    format: String? = FlowDefinition.compiledFormat, fields: String = allFields, extra: String = ""
  )
    -> String
  {
    let marker = format.map { #", "format": "\#($0)""# } ?? ""
    return minimal.replacingOccurrences(of: "%FIELDS%", with: fields)
      .replacingOccurrences(of: "%EXTRA%", with: marker + extra)
  }

  @Test func aMinimalDocumentLoads() {
    #expect(Self.load(Self.document()) == nil)
  }

  @Test func otherFormatsAreRejectedWithHowToFix() {
    #expect(Self.load(Self.document(format: nil)) == .unsupportedFormat(nil))
    let future = Self.load(Self.document(format: "onboard.compiled-flow/2"))
    #expect(future == .unsupportedFormat("onboard.compiled-flow/2"))
    #expect(
      future?.description
        == "unsupported compiled flow format 'onboard.compiled-flow/2'; this version of OnboardKit reads "
        + "'onboard.compiled-flow/1'. To fix, compile the flow again with the 'onboard compile' of this version."
    )
    guard case .notJSON(let detail)? = Self.load("flow: yaml") else {
      Issue.record("YAML read as compiled JSON")
      return
    }
    #expect(!detail.isEmpty)
  }

  @Test(arguments: [
    (#", "stpes": []"#, "(top)", "unknown key 'stpes'; did you mean 'steps'?"),
    (#", "version": 1.5"#, "version", "expected a whole number, found a number"),
    (#", "title": 3"#, "title", "expected a string, found a number"),
  ])
  func shapeErrorsNameTheirPath(extra: String, path: String, message: String) {
    #expect(Self.load(Self.document(extra: extra)) == .invalidValue(path: path, message: message))
  }

  @Test func fieldErrorsNameTheirPath() {
    let error = Self.load(
      Self.document(fields: Self.allFields + #", {"key": "age", "rules": {"min": 1, "maxLen": 3}}"#))
    #expect(
      error
        == .invalidValue(
          path: "steps[0].fields[6].rules", message: "unknown key 'maxLen'; did you mean 'maxLength'?"))
    #expect(
      Self.load(Self.document(fields: #"{"label": "x"}"#))
        == .invalidValue(path: "steps[0].fields[0]", message: "missing key 'key'"))
  }

  @Test func semanticErrorsAreTheChecksErrors() throws {
    let error = try #require(Self.load(Self.document(fields: Self.allFields + #", {"key": "emial"}"#)))
    guard case .failedChecks(let diagnostics) = error else {
      Issue.record("expected failed checks, got \(error)")
      return
    }
    #expect(diagnostics.map(\.message) == ["unknown field 'emial' in step 'done'; did you mean 'email'?"])
    #expect(
      error.description
        == "compiled flow has 1 error:\n  error: unknown field 'emial' in step 'done'; did you mean 'email'?")
  }

  @Test func conditionProblemsAreErrorsAtTheirPath() throws {
    let extra =
      #", "steps": [{"id": "a", "next": [{"when": {"age": {"$ltt": 3}}, "goto": "done"}]}, {"id": "done", "final": true, "fields": [\#(Self.allFields)]}]"#
    let json = #"{"flow": "f", "model": "User", "format": "onboard.compiled-flow/1""# + extra + "}"
    let error = Self.load(json)
    #expect(
      error
        == .failedChecks([
          .error(
            "unknown operator '$ltt'; did you mean '$lt'? (at 'steps[0].next[0].when.age.$ltt')", at: nil)
        ]))
  }

  @Test func unknownModelsAreNamed() {
    let json = Self.document().replacingOccurrences(of: #""User""#, with: #""Pet""#)
    #expect(Self.load(json) == .unknownModel("Pet", known: ["User"]))
  }
}
