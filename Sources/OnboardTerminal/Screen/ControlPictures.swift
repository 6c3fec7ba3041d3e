/// Control characters made visible before they reach a terminal: an answer
/// typed or loaded with `ESC [ 2 J` (or any other escape sequence) is shown,
/// never obeyed.
///
/// C0 controls (U+0000–U+001F) become their Unicode control pictures
/// (`ESC` shows as `␛`, a tab as `␉`), DEL as `␡`, and C1 controls
/// (U+0080–U+009F, which some terminals read as `ESC [`) as `�`: one
/// character for one, so widths and the cursor column stay right.
package enum ControlPictures {
  /// `text` with every control character replaced by its picture.
  package static func shown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isControl(scalar) ? picture(of: scalar) : scalar)
    }
    return String(scalars)
  }

  /// `text` with control characters replaced, line breaks kept (plain mode's lines).
  package static func shownKeepingLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { shown(String($0)) }
      .joined(separator: "\n")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}
