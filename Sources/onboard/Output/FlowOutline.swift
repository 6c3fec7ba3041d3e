import OnboardKit

/// A flow as an indented outline: steps, the fields they collect, where they
/// go next and the sub-flows they include. `onboard check --outline` prints it.
enum FlowOutline {
  /// The outline, each line ending with a newline.
  static func render(_ flow: FlowDefinition) -> String {
    var lines: [String] = []
    let title = flow.title.map { " — \($0)" } ?? ""
    lines.append("\(flow.name)\(flow.version.map { " v\($0)" } ?? "") (\(flow.model))\(title)")
    append(flow, indent: "  ", numbering: "", to: &lines)
    return lines.map { $0 + "\n" }.joined()
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

/// A condition written compactly on one line: `{age: {$lt: 18}}`.
enum ConditionText {
  /// The condition in flow-style YAML, keys sorted.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let text): return text
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { "\($0): \(describe(members[$0] ?? .null))" }.joined(separator: ", ")
        + "}"
    }
  }
}
