extension JSRegexTranslator {
  /// One member of a character class: a code, or `\d`, `\w`, `\s` and their
  /// negations.
  enum ClassAtom {
    /// A UTF-16 code unit.
    case code(UInt32)
    /// A class escape.
    case escape(ClassEscape)

    /// ICU text for the atom inside `[…]`.
    var icu: String {
      switch self {
      case .code(let code): ICUPattern.range(code, code)
      case .escape(let escape): escape.inClass
      }
    }
  }

  /// A class after its `[`. `[]` matches nothing and `[^]` anything; a range
  /// with a class escape at either end is three members, as in Annex B.
  mutating func parseClass() throws(SyntaxError) -> String {
    let negated = peek == .ascii("^")
    if negated { position += 1 }
    var members = ""
    while true {
      guard let unit = peek else { throw SyntaxError(reason: "unterminated character class") }
      if unit == .ascii("]") {
        position += 1
        break
      }
      let first = try parseClassAtom()
      guard peek == .ascii("-"), let after = peek(1), after != .ascii("]") else {
        members += first.icu
        continue
      }
      position += 1
      let second = try parseClassAtom()
      if case .code(let low) = first, case .code(let high) = second {
        guard low <= high else { throw SyntaxError(reason: "range out of order in character class") }
        members += ICUPattern.range(low, high)
      } else {
        members += first.icu + ICUPattern.range(0x2D, 0x2D) + second.icu
      }
    }
    if members.isEmpty { return negated ? ICUPattern.anything : ICUPattern.nothing }
    return "[" + (negated ? "^" : "") + members + "]"
  }

  private mutating func parseClassAtom() throws(SyntaxError) -> ClassAtom {
    guard let unit = next() else { throw SyntaxError(reason: "unterminated character class") }
    guard unit == .ascii("\\") else { return .code(UInt32(unit)) }
    guard let escaped = next() else { throw SyntaxError(reason: "\\ at end of pattern") }
    if let escape = ClassEscape(escaped) { return .escape(escape) }
    return .code(try characterEscape(escaped, inClass: true))
  }
}

/// `\d`, `\w`, `\s` and `\D`, `\W`, `\S` with JavaScript's members: ASCII
/// digits and word characters, and JavaScript's white space.
enum ClassEscape {
  case digit, notDigit, word, notWord, space, notSpace

  /// The escape for the letter after a backslash, if it is one.
  init?(_ unit: UInt16) {
    switch unit {
    case .ascii("d"): self = .digit
    case .ascii("D"): self = .notDigit
    case .ascii("w"): self = .word
    case .ascii("W"): self = .notWord
    case .ascii("s"): self = .space
    case .ascii("S"): self = .notSpace
    default: return nil
    }
  }

  private var members: String {
    switch self {
    case .digit, .notDigit: "0-9"
    case .word, .notWord: ICUPattern.wordMembers
    case .space, .notSpace:
      "\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}"
    }
  }

  private var isNegated: Bool {
    switch self {
    case .notDigit, .notWord, .notSpace: true
    case .digit, .word, .space: false
    }
  }

  /// The escape on its own, outside case folding (`\w` never matches `ſ`).
  var standalone: String { "(?-i:\(inClass.hasPrefix("[") ? inClass : "[\(inClass)]"))" }

  /// The escape as members of an enclosing ICU set.
  var inClass: String { isNegated ? "[^\(members)]" : members }
}
