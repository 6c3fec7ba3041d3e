import Foundation

/// Number text for HTML and SVG (escaping is `MarkupText`).
enum HTMLText {
  /// A coordinate with one decimal, locale-free.
  static func coordinate(_ value: Double) -> String {
    String(format: "%.1f", value.isFinite ? value : 0)
  }
}
