extension JSRegexTranslator {
  /// `(…)`, `(?:…)`, `(?<name>…)`, lookahead (which Annex B lets you
  /// repeat) and lookbehind (which it does not).
  mutating func parseGroup() throws(SyntaxError) {
    guard peek == .ascii("?") else { return try parseCapturingGroup() }
    position += 1
    switch next() {
    case .ascii(":"):
      output += "(?:"
      try parseGroupBody(close: ")", repeatable: true)
    case .ascii("="), .ascii("!"):
      try parseLookahead(negative: peek(-1) == .ascii("!"))
    case .ascii("<") where peek == .ascii("=") || peek == .ascii("!"):
      output += next() == .ascii("=") ? "(?<=" : "(?<!"
      lookbehindDepth += 1
      lookaroundDepth += 1
      try parseGroupBody(close: ")", repeatable: false)
      lookbehindDepth -= 1
      lookaroundDepth -= 1
    case .ascii("<"):
      // The name was checked by JSRegexGroups; the group stays numbered.
      while let unit = next(), unit != .ascii(">") {}
      try parseCapturingGroup()
    default:
      throw SyntaxError(reason: "invalid group")
    }
  }

  /// A lookahead, which Annex B lets you repeat. JavaScript rejects an empty
  /// iteration once the minimum is met, so `(?=X)*` matches without running
  /// `X` and `(?=X)+` is `(?=X)`; ICU would spin on the empty loop instead.
  mutating func parseLookahead(negative: Bool) throws(SyntaxError) {
    let before = output
    output = negative ? "(?!" : "(?="
    lookaroundDepth += 1
    try parseDisjunction()
    lookaroundDepth -= 1
    guard next() == .ascii(")") else { throw SyntaxError(reason: "unterminated group") }
    output += ")"
    let lookahead = output
    output = before
    guard let minimum = try skipQuantifier(), minimum == 0 else { return output += lookahead }
    // Kept, never run, so that its groups keep their numbers.
    output += "(?:(?!)" + lookahead + ")?"
  }

  private mutating func parseCapturingGroup() throws(SyntaxError) {
    groupsOpened += 1
    let number = groupsOpened
    output += "("
    try parseGroupBody(close: ")", repeatable: true)
    groupsClosed.insert(number)
  }

  /// A reference to group `number`. JavaScript matches the empty string for
  /// a group that is not set, which is always so before its `)` (outside a
  /// lookbehind); ICU would fail instead.
  func backreference(_ number: Int) -> String {
    lookbehindDepth == 0 && !groupsClosed.contains(number) ? Self.emptyAtom : "(?:\\\(number))"
  }

  /// What a reference to an unset group becomes. Any repeat of it is dropped
  /// with it, as `(?:)*` is `(?:)`.
  static let emptyAtom = "(?:)"

  private mutating func parseGroupBody(close: String, repeatable: Bool) throws(SyntaxError) {
    try parseDisjunction()
    guard next() == .ascii(")") else { throw SyntaxError(reason: "unterminated group") }
    output += close
    if repeatable { try parseQuantifier() } else { try rejectQuantifier(reason: "invalid quantifier") }
  }
}
