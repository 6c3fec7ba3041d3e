/// Pieces of ICU patterns that mean what JavaScript's syntax means.
enum ICUPattern {
  /// JavaScript's `.`: anything but a line terminator.
  static let dot = "[^\\x{A}\\x{D}\\x{2028}\\x{2029}]"
  /// A class that matches nothing (JavaScript's `[]`).
  static let nothing = "[^\\x{0}-\\x{10FFFF}]"
  /// A class that matches anything (JavaScript's `[^]`).
  static let anything = "[\\x{0}-\\x{10FFFF}]"
  /// The members of JavaScript's `\w`.
  static let wordMembers = "A-Za-z0-9_"
  /// JavaScript's `\b`: between an ASCII word character and anything else.
  static let wordBoundary =
    "(?-i:(?:(?<=[\(wordMembers)])(?![\(wordMembers)])|(?<![\(wordMembers)])(?=[\(wordMembers)])))"
  /// JavaScript's `\B`.
  static let notWordBoundary =
    "(?-i:(?:(?<=[\(wordMembers)])(?=[\(wordMembers)])|(?<![\(wordMembers)])(?![\(wordMembers)])))"

  /// A literal code: a scalar, or a UTF-16 unit. A lone surrogate unit, which
  /// JavaScript matches against half of a pair, stands for any astral scalar
  /// (ICU sees whole scalars).
  static func literal(code: UInt32) -> String {
    (0xD800...0xDFFF).contains(code) ? "[\(range(code, code))]" : hex(code)
  }

  /// Set members for the codes `low...high`, with the surrogate part (if any)
  /// standing for every astral scalar.
  static func range(_ low: UInt32, _ high: UInt32) -> String {
    var members = ""
    func add(_ from: UInt32, _ to: UInt32) {
      guard from <= to else { return }
      members += from == to ? hex(from) : hex(from) + "-" + hex(to)
    }
    add(low, min(high, 0xD7FF))
    add(max(low, 0xE000), high)
    if low <= 0xDFFF, high >= 0xD800 { add(0x10000, 0x10FFFF) }
    return members
  }

  private static func hex(_ code: UInt32) -> String {
    "\\x{" + String(code, radix: 16, uppercase: true) + "}"
  }
}
