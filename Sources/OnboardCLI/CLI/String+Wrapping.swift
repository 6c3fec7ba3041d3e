extension String {
  /// The text broken into lines of at most `width` columns, each non-empty line
  /// indented by `indent` spaces. Newlines in the text start new paragraphs and
  /// blank lines stay blank (never trailing spaces); runs of spaces collapse. A word
  /// longer than a line gets a line of its own. No newline at the end.
  ///
  /// ```swift
  /// "one two three".wrapped(to: 9, indent: 2)  // "  one two\n  three"
  /// ```
  func wrapped(to width: Int, indent: Int = 0) -> String {
    let margin = String(repeating: " ", count: indent)
    let room = Swift.max(1, width - indent)
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= room {
          line += " " + word
        } else {
          lines.append(margin + line)
          line = String(word)
        }
      }
      lines.append(line.isEmpty ? "" : margin + line)
    }
    return lines.joined(separator: "\n")
  }

  /// The words of `components` packed into lines of at most `width` columns after
  /// `prefix`, never splitting a component; later lines are indented by
  /// `continuationIndent` spaces. For usage lines, whose components (such as
  /// `[--attr <key=value> ...]`) must stay whole.
  static func packed(
    _ components: [String], prefix: String, width: Int, continuationIndent: Int
  ) -> String {
    var lines: [String] = []
    var line = prefix
    var lineHasComponent = false
    for component in components {
      if lineHasComponent, line.count + 1 + component.count > width {
        lines.append(line)
        line = String(repeating: " ", count: continuationIndent) + component
      } else {
        line += (lineHasComponent ? " " : "") + component
      }
      lineHasComponent = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
