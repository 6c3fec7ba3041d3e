import OnboardKit

/// Flows made in code for benchmarks and tests of path exploration.
package enum GeneratedFlow {
  /// A flow of `count` independent steps that each branch two ways on a
  /// yes/no answer and join again: 2^count paths (20 give about a million).
  package static func branches(_ count: Int) -> FlowDefinition {
    var steps = [
      StepDefinition(
        id: "start",
        fields: ["firstName", "lastName", "email", "country", "plan"].map { FieldDefinition(key: $0) })
    ]
    for index in stride(from: 1, through: count, by: 1) {
      let next = index < count ? "s\(index + 1)" : "done"
      steps.append(
        StepDefinition(
          id: "s\(index)", fields: [FieldDefinition(key: "marketingOptIn")],
          next: [
            NextRule(when: Condition(.object(["marketingOptIn": .bool(true)])), goto: "a\(index)"),
            NextRule(goto: "b\(index)"),
          ]))
      steps.append(StepDefinition(id: "a\(index)", next: [NextRule(goto: next)]))
      steps.append(StepDefinition(id: "b\(index)", next: [NextRule(goto: next)]))
    }
    steps.append(StepDefinition(id: "done", isFinal: true))
    return FlowDefinition(name: "branches", model: "User", steps: steps)
  }
}
