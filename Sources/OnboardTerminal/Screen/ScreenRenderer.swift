/// Turns a ``StepView`` into a ``Frame`` at a width: pure, so tests assert
/// every frame exactly.
///
/// ```text
/// Welcome to Onboard
/// Step 1 of 7  [###-----------------]
/// --------------------------------------------------------------------------------
/// What should we call you?
///
/// > First name *
///     Ada
/// ```
///
/// Lines never pass the width (at most 80 columns); long text wraps;
/// validation messages sit in red right under their field.
package struct ScreenRenderer: Sendable {
  /// Colour or none.
  package var style: Style
  /// The wizard's own words (key hints, "Step 2 of 7").
  package var texts: WizardTexts

  /// A renderer with a style, in a language.
  package init(style: Style = .plain, texts: WizardTexts = .english) {
    self.style = style
    self.texts = texts
  }

  /// The widest screen drawn, whatever the terminal's width.
  package static let maximumWidth = 80

  /// The frame for `view` on a terminal `columns` wide.
  package func render(_ view: StepView, columns: Int) -> Frame {
    let width = max(20, min(columns, Self.maximumWidth))
    var lines: [String] = []
    var cursor: Frame.Position?
    if let title = view.flowTitle {
      lines += TextWrap.wrap(title, width: width).map(style.bold)
    }
    lines.append(view.progress.render(width: width, texts: texts))
    lines.append(String(repeating: "-", count: width))
    if !view.sectionTitles.isEmpty {
      lines += TextWrap.wrap(view.sectionTitles.joined(separator: " › "), width: width)
    }
    lines += TextWrap.wrap(view.stepTitle, width: width).map(style.bold)
    if let body = view.body, !body.isEmpty { lines += TextWrap.wrap(body, width: width) }
    for message in view.errors[""] ?? [] {
      lines += TextWrap.wrap("! " + message, width: width).map(style.red)
    }
    if !view.summary.isEmpty {
      lines.append("")
      lines += summaryLines(view.summary, width: width)
    }
    let fieldRenderer = FieldRenderer(style: style, width: width, texts: texts)
    var focusRows: Range<Int>?
    for index in view.fields.indices where view.prompts.indices.contains(index) {
      lines.append("")
      let focused = index == view.focus && view.mode == .editing
      let block = fieldRenderer.render(
        view.fields[index], view.prompts[index], focused: focused,
        errors: view.errors[view.fields[index].key] ?? [])
      if focused, let at = block.cursor {
        cursor = Frame.Position(row: lines.count + at.row, column: at.column)
      }
      if index == view.focus { focusRows = lines.count..<(lines.count + block.lines.count) }
      lines += block.lines
    }
    lines.append("")
    let keys = footer(view, width: width)
    lines += keys
    return Frame(
      lines: lines.map(Self.trimmingTrailingSpaces), cursor: cursor, focusRows: focusRows,
      footerRows: keys.count)
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    guard line.last == " " else { return line }
    var slice = Substring(line)
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }

  private func summaryLines(_ rows: [StepView.SummaryRow], width: Int) -> [String] {
    // Labels get up to half the width (values the rest), so long labels are cut only when they must be.
    let labelWidth = min((width - 4) / 2, rows.map(\.label.count).max() ?? 0)
    var lines: [String] = []
    for row in rows {
      let label = TextWrap.pad(TextWrap.fit(row.label, width: labelWidth), to: labelWidth)
      let wrapped = TextWrap.wrap(row.value, width: width, indent: labelWidth + 4)
      for (index, line) in wrapped.enumerated() {
        let text = line.dropFirst(labelWidth + 4)
        lines.append(index == 0 ? "  \(label)  \(text)" : line)
      }
    }
    return lines
  }

  private func footer(_ view: StepView, width: Int) -> [String] {
    if view.mode == .confirmingQuit {
      return TextWrap.pack(
        [texts.quitQuestion, texts.quitYes, texts.quitNo], width: width
      ).map(style.bold)
    }
    var keys: [String]
    switch view.prompts.indices.contains(view.focus) ? view.prompts[view.focus] : nil {
    case .select: keys = [texts.choose, texts.filter]
    case .multiSelect: keys = [texts.move, texts.toggle, texts.allOrNone]
    case .confirm: keys = [texts.answerYesNo]
    case .scale: keys = [texts.rate]
    case .text, nil: keys = []
    }
    if view.fields.count > 1 { keys.append(texts.nextField) }
    keys.append(view.isFinal ? texts.finish : view.isNote ? texts.continueNote : texts.next)
    if view.isSkippable { keys.append(texts.skip) }
    keys += [texts.back, texts.saveAndQuit]
    if view.fields.contains(where: \.isRequired) { keys.append(texts.required) }
    return TextWrap.pack(keys, width: width).map(style.dim)
  }
}
