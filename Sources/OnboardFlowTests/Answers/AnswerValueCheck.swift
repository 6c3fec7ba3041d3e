import OnboardKit

/// Checks an answer's value against the flow's field before a run: its type
/// (`"abc"` for an integer), its options and its rules (`min`, `pattern`…),
/// as the runner will when the step is submitted — so an answers file with
/// five bad values gets five errors at once, not one per run.
///
/// A field the flow asks for on several steps (a variant may ask it
/// differently) is a problem only when every one of them refuses the value;
/// the message names the first such step, as the runner would.
package struct AnswerValueCheck: Sendable {
  private struct Asked: Sendable, Hashable {
    var step: String
    var definition: FieldDefinition
    var options: [String]?
  }

  private let asked: [String: [Asked]]
  private let kinds: [String: FieldKind]

  /// The fields of every step any variant of `flow` shows, typed by `schema`.
  package init(flow: FlowDefinition, schema: SchemaDescriptor) {
    var kinds: [String: FieldKind] = [:]
    var allowed: [String: [String]] = [:]
    for field in schema.fields where kinds[field.name] == nil {
      kinds[field.name] = field.kind
      allowed[field.name] = field.allowedValues
    }
    var asked: [String: [Asked]] = [:]
    var seen: Set<Asked> = []
    for variant in VariantFlow.all(of: flow) {
      for node in FlowGraph(variant.flow).nodes where node.role == .step {
        for definition in node.step.fields where kinds[definition.key] != nil {
          let options = definition.options?.map(\.value) ?? allowed[definition.key]
          let asking = Asked(step: node.name, definition: definition, options: options)
          guard seen.insert(asking).inserted else { continue }
          asked[definition.key, default: []].append(asking)
        }
      }
    }
    self.asked = asked
    self.kinds = kinds
  }

  /// What is wrong with `value` as the answer to `field`, each message as the
  /// runner words it (`step 'age', field 'age': must be at least 13`); empty
  /// when some step that asks for the field takes it, when the flow never
  /// asks for it, and for `null` (which forgets an answer). A field every
  /// step works out with `compute:` takes no answer at all.
  package func problems(field: String, value: JSONValue) -> [String] {
    guard value != .null, let kind = kinds[field], let steps = asked[field], let first = steps.first
    else { return [] }
    if let formula = first.definition.compute, steps.allSatisfy({ $0.definition.compute != nil }) {
      return [
        "step '\(first.step)', field '\(field)': is worked out (compute: \(formula)), not answered; leave it out"
      ]
    }
    var firstProblems: [String]?
    for asking in steps {
      let problems = Self.problems(value, kind: kind, asking)
      if problems.isEmpty { return [] }
      if firstProblems == nil { firstProblems = problems }
    }
    return (firstProblems ?? []).map { "step '\(first.step)', field '\(field)': \($0)" }
  }

  private static func problems(_ value: JSONValue, kind: FieldKind, _ asking: Asked) -> [String] {
    switch FieldValueParser.parse(value, kind: kind, options: asking.options) {
    case .failure(let problem): return [problem.message]
    case .success(let parsed):
      return FieldRuleCheck.problems(parsed, rules: asking.definition.rules, kind: kind)
    }
  }
}
