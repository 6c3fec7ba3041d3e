import Foundation

/// Escaping and number text for HTML and SVG.
enum HTMLText {
  /// Escapes `&`, `<`, `>`, `"` and `'` for text and attribute values.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A coordinate with one decimal, locale-free.
  static func coordinate(_ value: Double) -> String {
    String(format: "%.1f", value.isFinite ? value : 0)
  }
}
