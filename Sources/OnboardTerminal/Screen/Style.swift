/// Colours and emphasis, or none: `NO_COLOR`, `CLICOLOR_FORCE` and
/// `TERM=dumb` decide (see ``Style/colorEnabled(environment:isTerminal:)``).
package struct Style: Sendable, Hashable {
  /// Whether escape codes are written at all.
  package var color: Bool

  /// A style with colour on or off.
  package init(color: Bool) {
    self.color = color
  }

  /// No colour: what tests and plain mode use.
  package static let plain = Style(color: false)

  /// Bold, for titles.
  package func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dim, for help and key hints.
  package func dim(_ text: String) -> String { wrap(text, "2") }
  /// Red, for validation messages.
  package func red(_ text: String) -> String { wrap(text, "31") }
  /// Cyan, for the focused field's marker.
  package func accent(_ text: String) -> String { wrap(text, "36") }
  /// Reverse video, for the highlighted option.
  package func reverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    color && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Whether to colour: `NO_COLOR` (non-empty) turns colour off,
  /// `CLICOLOR_FORCE` (non-empty, not `0`) turns it on, `TERM=dumb` and
  /// non-terminals get none.
  package static func colorEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }
}
