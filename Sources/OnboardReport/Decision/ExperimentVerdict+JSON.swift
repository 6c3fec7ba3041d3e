import OnboardKit

extension ExperimentVerdict {
  /// The decision as the JSON contract has it (docs/report-json.md,
  /// `experiments[].decision`): the status, its label and reason, the
  /// settings, and the numbers that decided it.
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "status": .string(status.name), "label": .string(status.label), "reason": .string(reason),
      "sentence": .string(sentence),
      "criteria": .string(settings.criteria.rawValue), "targetMDE": .number(settings.targetMDE),
      "minRuntime": settings.minRuntime.map { .string($0.text) } ?? .null,
      "runDays": .number(runDays), "peoplePerDay": .number(peoplePerDay),
      "peoplePerVariant": .number(Double(peoplePerVariant)),
      "peopleNeededPerVariant": peopleNeededPerVariant.map { .number(Double($0)) } ?? .null,
      "neededBy": neededBy.map(JSONValue.string) ?? .null,
      "powerReached": .bool(powerReached),
      "variants": .array(
        variants.map { variant in
          .object([
            "id": .string(variant.id), "action": variant.action.map(JSONValue.string) ?? .null,
            "goals": .object(
              Dictionary(variant.goals.map { ($0.metric, .string($0.call.rawValue)) }) { a, _ in a }),
            "guardrails": .object(
              Dictionary(variant.guardrails.map { ($0.metric, .string($0.call.rawValue)) }) { a, _ in a }),
          ])
        }),
    ]
    if case .daysLeft(let days) = status { members["daysLeft"] = .number(Double(days)) }
    if case .ship(let variant) = status { members["variant"] = .string(variant) }
    return .object(members)
  }

  /// `Decision: ship plan-first — 'plan-first' meets clear signals: …`
  var line: String { "Decision: \(status.label) — \(reason)" }
}
