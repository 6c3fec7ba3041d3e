/// Text made safe for XML and HTML, in content and in quoted attribute
/// values: the five special characters become entities, and the control
/// characters XML 1.0 forbids (and HTML does not render) become `?`. The
/// JUnit report of `onboard test` and the HTML report both write through it.
///
/// ```swift
/// MarkupText.escaped("a < b & \"c\"")  // "a &lt; b &amp; &quot;c&quot;"
/// ```
package enum MarkupText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities and forbidden
  /// control characters as `?`; tabs and line breaks stay.
  package static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
        out.unicodeScalars.append(allowed ? scalar : "?")
      }
    }
    return out
  }
}
