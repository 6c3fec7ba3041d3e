import OnboardKit

extension PlainMode {
  /// What asking one field came to.
  enum Asked {
    /// A valid answer was given, or the field was left as it was.
    case answered
    /// `:back` was typed and the run went back a step, or `:skip` skipped it.
    case back
    /// The input ended.
    case ended
  }

  /// Asks one field until its line is valid. An empty line takes what the
  /// prompt offers (`Enter: Free`: the field's answer, else the default),
  /// also after an invalid line, when it offers the answer `earlier` (the
  /// field's when the step was shown) or the default; with nothing to offer, an
  /// optional field is left unanswered and a required one asked again. A
  /// line that names no option is refused with the numbers and labels shown.
  func ask(
    _ field: FieldInfo, earlier: FieldValue?, _ state: inout FlowState<Model>, _ input: any LineSource
  ) -> Asked {
    if !field.options.isEmpty {
      for (index, option) in field.options.enumerated() { output("  \(index + 1)) \(option.label)\n") }
    }
    if let help = field.help { output("  (\(help))\n") }
    let current = state.answers.get(field.key)
    let failingAtStart = !(state.fieldErrors[field.key]?.isEmpty ?? true)
    let offered = (failingAtStart ? (earlier == current ? nil : earlier) : current) ?? field.defaultValue
    while true {
      output(Self.promptText(field, offering: offered, texts: texts))
      guard let raw = input.nextLine() else {
        output("\n")
        return .ended
      }
      let line = raw.trimmingSpaces
      if line == ":skip" {
        guard runner.currentStep(state)?.isSkippable ?? false else {
          output("! this step cannot be skipped\n")
          continue
        }
        perform(.skip, &state)
        return .back
      }
      if line == ":back" {
        if state.history.isEmpty {
          output("! this is the first step\n")
          continue
        }
        perform(.back, &state)
        return .back
      }
      let failing = !(state.fieldErrors[field.key]?.isEmpty ?? true)
      let answer: JSONValue
      if !line.isEmpty {
        switch PlainAnswer.value(line, for: field) {
        case .success(let value): answer = value
        case .failure(let refusal):
          output("! \(field.label): \(refusal.message)\n")
          continue
        }
      } else if !failing, state.answers.get(field.key) != nil || field.defaultValue != nil {
        return .answered
      } else if let offered {
        answer = offered.json
      } else if !field.isRequired {
        if failing { perform(.answer(field: field.key, value: .null), &state) }
        return .answered
      } else {
        let messages = failing ? state.fieldErrors[field.key] ?? [] : [texts.isRequired]
        for message in messages { output("! \(field.label): \(message)\n") }
        continue
      }
      perform(.answer(field: field.key, value: answer), &state)
      if let messages = state.fieldErrors[field.key], !messages.isEmpty {
        for message in messages { output("! \(field.label): \(message)\n") }
        continue
      }
      return .answered
    }
  }

  /// `First name (required): `, `Plan [1-3] (Enter: Free): `.
  static func promptText(
    _ field: FieldInfo, offering offered: FieldValue?, texts: WizardTexts = .english
  ) -> String {
    var text = field.label
    switch field.kind.definition.promptStyle {
    case .select: text += " [1-\(field.options.count)]"
    case .multiSelect: text += " [numbers or values, comma-separated; none]"
    case .confirm: text += " [y/n]"
    case .scale: if let points = field.scale { text += " [\(points.lowerBound)-\(points.upperBound)]" }
    case .line(let input): if let hint = input.hint { text += " " + hint }
    }
    if let offered {
      text += " (Enter: \(field.display(offered)))"
    } else if field.isRequired {
      text += " " + texts.requiredPrompt
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
      let sent = BackWalk.walk(to: target, &state, runner: runner)
      if !sent.isEmpty { events(sent) }
      return true
    }
    while true {
      output("Type :back to go back and change an answer: ")
      guard let line = input.nextLine() else { return false }
      if line.trimmingSpaces == ":back", perform(.back, &state) != nil { return true }
    }
  }
}
