/// The lines of one field: its label (with `*` when required and `>` when
/// focused), its prompt, its help, then its validation messages in red.
struct FieldRenderer: Sendable {
  /// The block of lines and where the cursor goes inside it.
  struct Block {
    var lines: [String]
    var cursor: Frame.Position?
  }

  let style: Style
  let width: Int
  /// The wizard's own words.
  var texts: WizardTexts = .english

  /// Where prompts start.
  static let indent = 4

  func render(_ field: FieldInfo, _ prompt: Prompt, focused: Bool, errors: [String]) -> Block {
    var label = field.label + (field.isRequired ? " *" : "")
    if case .multiSelect(let multi) = prompt { label += "  (\(multi.countText))" }
    let marker = focused ? style.accent(">") + " " : "  "
    var lines = TextWrap.wrap(label, width: width - 2).enumerated().map { index, line in
      (index == 0 ? marker : "  ") + (focused ? style.bold(line) : line)
    }
    var cursor: Frame.Position?
    let pad = String(repeating: " ", count: Self.indent)
    switch prompt {
    case .text(let text):
      let (line, column) = textLine(text, field: field, focused: focused)
      if focused { cursor = Frame.Position(row: lines.count, column: Self.indent + column) }
      lines.append(pad + line)
      if let refusal = text.refusal {
        lines += TextWrap.wrap("! " + refusal, width: width, indent: Self.indent).map(style.red)
      }
    case .select(let select):
      lines += selectLines(select, focused: focused)
    case .multiSelect(let multi):
      lines += multiLines(multi, focused: focused, field: field)
    case .confirm(let confirm):
      let yes = confirm.value == true ? "(*) Yes" : "( ) Yes"
      let no = confirm.value == false ? "(*) No" : "( ) No"
      lines.append(pad + yes + "   " + no)
    case .scale(let scale):
      lines.append(pad + TextWrap.fit(scale.line, width: width - Self.indent))
    }
    if let help = field.help, !help.isEmpty {
      lines += TextWrap.wrap(help, width: width, indent: Self.indent).map(style.dim)
    }
    for message in errors {
      lines += TextWrap.wrap("! " + message, width: width, indent: Self.indent).map(style.red)
    }
    return Block(lines: lines, cursor: cursor)
  }

  /// The visible part of the typed line and the cursor's column in it.
  private func textLine(_ prompt: TextPrompt, field: FieldInfo, focused: Bool) -> (String, Int) {
    let editor = prompt.editor
    if editor.isEmpty, let fallback = field.defaultValue {
      return (style.dim(TextWrap.fit("(default: \(field.display(fallback)))", width: width - Self.indent)), 0)
    }
    let room = max(1, width - Self.indent - 1)
    let masked = field.kind.definition.isSecret
    func shown(_ characters: ArraySlice<Character>) -> String {
      masked ? String(repeating: "•", count: characters.count) : ControlPictures.shown(String(characters))
    }
    guard editor.characters.count > room else { return (shown(editor.characters[...]), editor.cursor) }
    let start = focused ? max(0, editor.cursor - room) : 0
    let end = min(editor.characters.count, start + room)
    return (shown(editor.characters[start..<end]), editor.cursor - start)
  }

  private func selectLines(_ prompt: SelectPrompt, focused: Bool) -> [String] {
    let pad = String(repeating: " ", count: Self.indent)
    guard focused else {
      let chosen =
        prompt.options.indices.contains(prompt.highlighted) ? prompt.options[prompt.highlighted] : nil
      return [pad + TextWrap.fit(chosen?.label ?? "", width: width - Self.indent)]
    }
    var lines: [String] = []
    let shown = prompt.visible
    for index in shown {
      let label = TextWrap.fit(prompt.options[index].label, width: width - Self.indent - 2)
      lines.append(index == prompt.highlighted ? pad + "> " + style.reverse(label) : pad + "  " + label)
    }
    if prompt.refused {
      let labels = prompt.options.map(\.label).joined(separator: ", ")
      let note = "! no option matches '\(prompt.filter)'; choose one of: \(labels) (Esc clears the filter)"
      lines += TextWrap.wrap(note, width: width, indent: Self.indent).map(style.red)
    } else if !prompt.filter.isEmpty {
      let note = shown.isEmpty ? texts.noMatch(prompt.filter) : texts.filtering(prompt.filter)
      lines.append(pad + style.dim(TextWrap.fit(note, width: width - Self.indent)))
    }
    return lines
  }

  private func multiLines(_ prompt: MultiSelectPrompt, focused: Bool, field: FieldInfo) -> [String] {
    let pad = String(repeating: " ", count: Self.indent)
    guard focused else {
      let chosen = prompt.options.indices.filter(prompt.chosen.contains).map { prompt.options[$0].label }
      let text = chosen.isEmpty ? texts.none : chosen.joined(separator: ", ")
      return TextWrap.wrap(text, width: width, indent: Self.indent)
    }
    return prompt.options.indices.map { index in
      let box = prompt.chosen.contains(index) ? "[x] " : "[ ] "
      let label = TextWrap.fit(box + prompt.options[index].label, width: width - Self.indent - 2)
      return index == prompt.highlighted ? pad + "> " + style.reverse(label) : pad + "  " + label
    }
  }
}
