import Foundation
import OnboardKit
import Testing

/// Every registered kind keeps its own promises: the answers it makes up for
/// checks, paths and simulation are valid (or, where it says so, invalid)
/// by its own parser and rules, and its values survive JSON and its name a
/// saved session. A new kind in the registry is tested here with no new test.
@Suite struct FieldKindContractTests {
  static let options = ["basic", "coach", "club"]

  /// Rules each kind takes, so that its boundaries have edges.
  static func rules(for kind: FieldKind) -> FieldRules {
    let allowed = kind.allowedRules
    if allowed.contains("minItems") { return FieldRules(minItems: 1, maxItems: 2) }
    if allowed.contains("minLength") { return FieldRules(minLength: 14, maxLength: 40) }
    guard allowed.contains("min") else { return FieldRules() }
    let date = kind.definition.parse("2000-01-01", options: nil)
    return (try? date.get()) != nil
      ? FieldRules(min: "1990-01-01", max: "2010-12-31") : FieldRules(min: 1, max: 10)
  }

  static func accepts(_ value: JSONValue, _ kind: FieldKind, _ rules: FieldRules) -> Bool {
    let options = kind.takesOptions ? Self.options : nil
    guard case .success(let parsed) = FieldValueParser.parse(value, kind: kind, options: options) else {
      return false
    }
    return FieldRuleCheck.problems(parsed, rules: rules, kind: kind).isEmpty
  }

  static func facts(_ kind: FieldKind, _ rules: FieldRules) -> KindFacts {
    KindFacts(rules: rules, options: kind.takesOptions ? options : nil)
  }

  @Test(arguments: FieldKind.allCases)
  func samplesAndCandidatesAreValid(kind: FieldKind) {
    let facts = Self.facts(kind, FieldRules())
    let made = kind.definition.samples(facts) + kind.definition.candidates(facts)
    #expect(!made.isEmpty)
    #expect(made.contains { Self.accepts($0, kind, FieldRules()) }, "\(kind): no valid sample")
  }

  @Test(arguments: FieldKind.allCases)
  func boundariesAreWhatTheySay(kind: FieldKind) {
    let rules = Self.rules(for: kind)
    let boundaries = kind.definition.boundaries(Self.facts(kind, rules))
    #expect(!boundaries.isEmpty, "\(kind) has no boundary answers")
    for boundary in boundaries {
      #expect(
        Self.accepts(boundary.value, kind, rules) == boundary.valid,
        "\(kind) \(boundary.label): \(boundary.value) should be \(boundary.valid ? "valid" : "refused")")
    }
  }

  /// (Free text without rules takes anything: its invalid answer is the empty one.)
  @Test(arguments: FieldKind.allCases)
  func theInvalidAnswerIsRefused(kind: FieldKind) {
    for rules in [Self.rules(for: kind)] + (kind == .text ? [] : [FieldRules()]) {
      #expect(!Self.accepts(kind.definition.invalidAnswer(rules), kind, rules), "\(kind) with \(rules.names)")
    }
  }

  @Test(arguments: FieldKind.allCases)
  func aParsedValueSurvivesJSON(kind: FieldKind) throws {
    let facts = Self.facts(kind, FieldRules())
    for sample in kind.definition.candidates(facts) {
      guard case .success(let parsed) = FieldValueParser.parse(sample, kind: kind, options: facts.options)
      else { continue }
      #expect(FieldValue(json: parsed.json, kind: kind) == parsed, "\(kind) \(sample)")
    }
  }

  @Test(arguments: FieldKind.allCases)
  func theNameSurvivesASavedSession(kind: FieldKind) throws {
    let data = try JSONEncoder().encode([kind])
    #expect(try JSONDecoder().decode([FieldKind].self, from: data) == [kind])
    #expect(FieldKind(rawValue: kind.rawValue) == kind)
  }

  @Test func anUnknownKindInASavedSessionIsAClearError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([FieldKind].self, from: Data(#"["colour"]"#.utf8))
    }
    do {
      _ = try JSONDecoder().decode([FieldKind].self, from: Data(#"["colour"]"#.utf8))
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.hasPrefix("unknown field kind 'colour'; the kinds are text, email, "))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test(arguments: FieldKind.allCases)
  func aLinePromptTakesItsOwnSamples(kind: FieldKind) {
    guard case .line(let input) = kind.definition.promptStyle else { return }
    for case .string(let text) in kind.definition.candidates(Self.facts(kind, FieldRules())) {
      var typed: [Character] = []
      for character in text {
        #expect(input.refusal(of: character, typed: typed, cursor: typed.count) == nil, "\(kind) '\(text)'")
        typed.append(character)
      }
    }
  }
}
