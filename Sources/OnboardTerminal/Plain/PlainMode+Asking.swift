import OnboardKit

extension PlainMode {
  /// What asking one field came to.
  enum Asked {
    /// A valid answer was given, or the field was left as it was.
    case answered
    /// `:back` was typed and the run went back a step.
    case back
    /// The input ended.
    case ended
  }

  /// Asks one field until its line is valid.
  func ask(_ field: FieldInfo, _ state: inout FlowState<Model>, _ input: any LineSource) -> Asked {
    if !field.options.isEmpty {
      for (index, option) in field.options.enumerated() { output("  \(index + 1)) \(option.label)\n") }
    }
    if let help = field.help { output("  (\(help))\n") }
    while true {
      output(promptText(field, state))
      guard let raw = input.nextLine() else {
        output("\n")
        return .ended
      }
      let line = raw.trimmingSpaces
      if line == ":back" {
        if state.history.isEmpty {
          output("! this is the first step\n")
          continue
        }
        perform(.back, &state)
        return .back
      }
      let failing = state.fieldErrors[field.key] ?? []
      if line.isEmpty, !failing.isEmpty {
        for message in failing { output("! \(field.label): \(message)\n") }
        continue
      }
      if line.isEmpty {
        if state.answers.get(field.key) != nil || field.defaultValue != nil || !field.isRequired {
          return .answered
        }
        output("! \(field.label): is required\n")
        continue
      }
      perform(.answer(field: field.key, value: PlainAnswer.value(line, for: field)), &state)
      if let messages = state.fieldErrors[field.key], !messages.isEmpty {
        for message in messages { output("! \(field.label): \(message)\n") }
        continue
      }
      return .answered
    }
  }

  /// `First name (required): `, `Plan [1-3] (Enter: Free): `.
  func promptText(_ field: FieldInfo, _ state: FlowState<Model>) -> String {
    var text = field.label
    switch field.kind {
    case .choice: text += " [1-\(field.options.count)]"
    case .multiChoice: text += " [numbers or values, comma-separated; none]"
    case .boolean: text += " [y/n]"
    case .date: text += " [YYYY-MM-DD]"
    case .text, .email, .integer, .number: break
    }
    let failing = !(state.fieldErrors[field.key]?.isEmpty ?? true)
    if !failing, let current = state.answers.get(field.key) ?? field.defaultValue {
      text += " (Enter: \(field.display(current)))"
    } else if field.isRequired {
      text += " (required)"
    }
    return text + ": "
  }

  /// Lists a rejection's problems and returns to the step that owns the
  /// first one; when only the final step owns them, waits for `:back`.
  /// `false` when the input ended.
  func rejected(_ problems: [RunProblem], _ state: inout FlowState<Model>, _ input: any LineSource) -> Bool {
    for problem in problems { output("! \(problem)\n") }
    let owners = Set(problems.map(\.step))
    if let target = state.history.first(where: owners.contains) {
      while state.current != target, !state.history.isEmpty {
        guard perform(.back, &state) != nil else { break }
      }
      return true
    }
    while true {
      output("Type :back to go back and change an answer: ")
      guard let line = input.nextLine() else { return false }
      if line.trimmingSpaces == ":back", perform(.back, &state) != nil { return true }
    }
  }
}
