import OnboardKit

/// A flow as an indented outline: steps, the fields they collect, where they
/// go next and the sub-flows they include. `onboard check --outline` prints it.
enum FlowOutline {
  /// The outline, each line ending with a newline.
  static func render(_ flow: FlowDefinition) -> String {
    var lines = [heading(flow)]
    append(flow, indent: "  ", numbering: "", to: &lines)
    return lines.map { $0 + "\n" }.joined()
  }

  /// The flow in one line: `signup v1 (User) — Welcome to Onboard`.
  static func heading(_ flow: FlowDefinition) -> String {
    let title = flow.title.map { " — \($0)" } ?? ""
    return "\(flow.name)\(flow.version.map { " v\($0)" } ?? "") (\(flow.model))\(title)"
  }

  private static func append(
    _ flow: FlowDefinition, indent: String, numbering: String, to lines: inout [String]
  ) {
    for (index, step) in flow.steps.enumerated() {
      let number = "\(numbering)\(index + 1)."
      var line = "\(indent)\(number) \(step.id)"
      if let include = step.include { line += " ⇢ \(include.path)" }
      if !step.fields.isEmpty {
        line += ": " + step.fields.map { $0.key + ($0.required == true ? "*" : "") }.joined(separator: ", ")
      }
      if step.isFinal { line += "  [final]" }
      lines.append(line)
      for rule in step.next {
        let condition = rule.when.map { " when \(ConditionText.describe($0.json))" } ?? ""
        lines.append("\(indent)   → \(rule.goto)\(condition)")
      }
      for rule in step.rules {
        lines.append("\(indent)   ✗ \(rule.error) when \(ConditionText.describe(rule.when.json))")
      }
      if let sub = step.include?.flow?.value {
        append(sub, indent: indent + "   ", numbering: number, to: &lines)
      }
    }
  }
}
