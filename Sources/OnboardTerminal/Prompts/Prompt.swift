import OnboardKit

/// The prompt for one field, by its kind's ``PromptStyle``: what the wizard keeps per field of the
/// current step and the screen draws.
package enum Prompt: Sendable, Hashable {
  /// A typed line (text, email, numbers, dates…).
  case text(TextPrompt)
  /// One option.
  case select(SelectPrompt)
  /// Any number of options.
  case multiSelect(MultiSelectPrompt)
  /// Yes or no.
  case confirm(ConfirmPrompt)
  /// A point on a rating's scale.
  case scale(ScalePrompt)

  /// The prompt for `field`, showing `value` (an earlier answer), else the default.
  package init(field: FieldInfo, value: FieldValue?) {
    let shown = value ?? field.defaultValue
    switch field.kind.definition.promptStyle {
    case .select:
      if case .choice(let raw) = shown {
        self = .select(SelectPrompt(options: field.options, initial: raw))
      } else {
        self = .select(SelectPrompt(options: field.options))
      }
    case .multiSelect:
      if case .choices(let raws) = shown {
        self = .multiSelect(MultiSelectPrompt(options: field.options, initial: raws))
      } else {
        self = .multiSelect(MultiSelectPrompt(options: field.options))
      }
    case .confirm:
      if case .boolean(let flag) = shown {
        self = .confirm(ConfirmPrompt(initial: flag))
      } else {
        self = .confirm(ConfirmPrompt())
      }
    case .scale:
      guard let points = field.scale else {
        self = .text(TextPrompt(kind: field.kind, initial: value.map(field.display) ?? ""))
        return
      }
      if case .integer(let point) = shown {
        self = .scale(ScalePrompt(points: points, initial: point))
      } else {
        self = .scale(ScalePrompt(points: points))
      }
    case .line:
      self = .text(TextPrompt(kind: field.kind, initial: value.map(field.display) ?? ""))
    }
  }

  /// The answer to send to the runner; `nil` for an empty line.
  package var answer: JSONValue? {
    switch self {
    case .text(let prompt): return prompt.answer
    case .select(let prompt): return prompt.answer
    case .multiSelect(let prompt): return prompt.answer
    case .confirm(let prompt): return prompt.answer
    case .scale(let prompt): return prompt.answer
    }
  }

  /// Whether the prompt holds no typed text (Ctrl-D then asks to quit).
  package var isEmptyLine: Bool {
    if case .text(let prompt) = self { return prompt.editor.isEmpty }
    return true
  }

  /// Whether this is a choice whose typed filter matches no option (Enter refuses it).
  package var filtersOutEveryOption: Bool {
    if case .select(let prompt) = self { return !prompt.filter.isEmpty && prompt.visible.isEmpty }
    return false
  }

  /// Whether this is a choice with a filter typed (the first Esc clears it).
  package var isFiltering: Bool {
    if case .select(let prompt) = self { return !prompt.filter.isEmpty }
    return false
  }

  /// A choice's filter forgotten; `refuse` marks an Enter it could not take.
  mutating func resetFilter(refusing refuse: Bool = false) {
    guard case .select(var prompt) = self else { return }
    if refuse { prompt.refuse() } else { prompt.clearFilter() }
    self = .select(prompt)
  }

  /// Applies a key; `false` when it is not the prompt's.
  package mutating func handle(_ key: Key) -> Bool {
    switch self {
    case .text(var prompt):
      defer { self = .text(prompt) }
      return prompt.handle(key)
    case .select(var prompt):
      defer { self = .select(prompt) }
      return prompt.handle(key)
    case .multiSelect(var prompt):
      defer { self = .multiSelect(prompt) }
      return prompt.handle(key)
    case .confirm(var prompt):
      defer { self = .confirm(prompt) }
      return prompt.handle(key)
    case .scale(var prompt):
      defer { self = .scale(prompt) }
      return prompt.handle(key)
    }
  }
}
