/// Rewrites a JavaScript regular expression into an ICU pattern that
/// `NSRegularExpression` matches the same way, or says why JavaScript would
/// reject it.
///
/// The source is read as `new RegExp(source)` reads it: by UTF-16 code units,
/// not in Unicode mode, with the web-compatibility grammar of ECMAScript
/// Annex B (`a{` and `]` are literals, `\p` is `p`, `\8` is `8`, `\12` is an
/// octal escape unless there are twelve groups). Every literal is written as
/// `\x{…}`, and whatever ICU reads differently is spelt out: `.` and `$`,
/// `\d \w \s \b \v`, `[]` and `[^]`, `[` inside a class, and named groups
/// (their references become numbers, since ICU names are ASCII only).
struct JSRegexTranslator {
  /// Why JavaScript rejects a pattern.
  struct SyntaxError: Error, Hashable {
    /// What is wrong, in lower case, as `new RegExp` would complain.
    let reason: String
  }

  /// The ICU form of a JavaScript pattern.
  static func translate(_ pattern: String) throws(SyntaxError) -> String {
    let units = Array(pattern.utf16)
    let groups = try JSRegexGroups(units)
    var translator = JSRegexTranslator(source: units, groups: groups)
    try translator.parseDisjunction()
    if translator.peek != nil { throw SyntaxError(reason: "unmatched ')'") }
    return translator.output
  }

  let source: [UInt16]
  let groups: JSRegexGroups
  var position = 0
  var output = ""
  /// Capturing groups seen so far, and those whose `)` has been read.
  var groupsOpened = 0
  var groupsClosed: Set<Int> = []
  /// How many lookbehinds enclose the position (JavaScript runs them
  /// backwards, so there a group may be set before its text).
  var lookbehindDepth = 0
  /// How many lookaheads and lookbehinds enclose the position.
  var lookaroundDepth = 0

  init(source: [UInt16], groups: JSRegexGroups) {
    self.source = source
    self.groups = groups
  }

  var peek: UInt16? { position < source.count ? source[position] : nil }

  func peek(_ offset: Int) -> UInt16? {
    position + offset < source.count ? source[position + offset] : nil
  }

  mutating func next() -> UInt16? {
    defer { position += 1 }
    return peek
  }

  mutating func parseDisjunction() throws(SyntaxError) {
    try parseAlternative()
    while peek == .ascii("|") {
      position += 1
      output += "|"
      try parseAlternative()
    }
  }

  private mutating func parseAlternative() throws(SyntaxError) {
    while let unit = peek, unit != .ascii("|"), unit != .ascii(")") {
      try parseTerm()
    }
  }

  private mutating func parseTerm() throws(SyntaxError) {
    guard let unit = next() else { return }
    switch unit {
    case .ascii("^"):
      output += "^"
      try rejectQuantifier()
    case .ascii("$"):
      output += "\\z"
      try rejectQuantifier()
    case .ascii("\\") where peek == .ascii("b") || peek == .ascii("B"):
      output += peek == .ascii("b") ? ICUPattern.wordBoundary : ICUPattern.notWordBoundary
      position += 1
      try rejectQuantifier()
    case .ascii("("):
      try parseGroup()
    case .ascii("["):
      output += try parseClass()
      try parseQuantifier()
    case .ascii("."):
      output += ICUPattern.dot
      try parseQuantifier()
    case .ascii("*"), .ascii("+"), .ascii("?"):
      throw SyntaxError(reason: "nothing to repeat")
    case .ascii("{") where try bracedQuantifier(at: position - 1) != nil:
      throw SyntaxError(reason: "nothing to repeat")
    case .ascii("\\"):
      let atom = try parseAtomEscape()
      output += atom
      if atom == Self.emptyAtom { _ = try skipQuantifier() } else { try parseQuantifier() }
    default:
      if UTF16.isLeadSurrogate(unit), let trail = peek, UTF16.isTrailSurrogate(trail) {
        position += 1
        output += ICUPattern.literal(code: 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))
      } else {
        output += ICUPattern.literal(code: UInt32(unit))
      }
      try parseQuantifier()
    }
  }
}

extension UInt16 {
  /// The code unit of an ASCII character, for matching pattern syntax.
  static func ascii(_ character: Unicode.Scalar) -> UInt16 {
    UInt16(character.value)
  }
}
