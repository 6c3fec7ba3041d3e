extension JSRegexTranslator {
  /// `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}`, then perhaps `?` for lazy.
  mutating func parseQuantifier() throws(SyntaxError) {
    switch peek {
    case .ascii("*"), .ascii("+"), .ascii("?"):
      output += String(UnicodeScalar(UInt8(truncatingIfNeeded: source[position])))
      position += 1
    case .ascii("{"):
      guard let (text, length) = try bracedQuantifier(at: position) else { return }
      output += text
      position += length
    default:
      return
    }
    // Lazy or greedy, a test finds a match exactly when one exists, except
    // inside a lookaround (which keeps its first match). ICU can loop forever
    // on a lazy repeat of something that matches nothing (`(a?)*?x`), so the
    // `?` is kept only where it can matter.
    if peek == .ascii("?") {
      if lookaroundDepth > 0 { output += "?" }
      position += 1
    }
  }

  /// Fails when a quantifier follows an assertion that cannot repeat.
  func rejectQuantifier(reason: String = "nothing to repeat") throws(SyntaxError) {
    switch peek {
    case .ascii("*"), .ascii("+"), .ascii("?"):
      throw SyntaxError(reason: reason)
    case .ascii("{") where try bracedQuantifier(at: position) != nil:
      throw SyntaxError(reason: reason)
    default:
      return
    }
  }

  /// The `{n}`, `{n,}` or `{n,m}` starting at `start` and its length in code
  /// units, or `nil` when the brace is a literal.
  func bracedQuantifier(at start: Int) throws(SyntaxError) -> (String, Int)? {
    var index = start + 1
    func digits() -> String {
      var text = ""
      while index < source.count, (0x30...0x39).contains(source[index]) {
        text.append(Character(UnicodeScalar(UInt8(source[index]))))
        index += 1
      }
      return text
    }
    let low = digits()
    guard !low.isEmpty, index < source.count else { return nil }
    var high: String?
    if source[index] == .ascii(",") {
      index += 1
      high = digits()
    }
    guard index < source.count, source[index] == .ascii("}") else { return nil }
    if let high, !high.isEmpty, Int(high) ?? .max < Int(low) ?? .max {
      throw SyntaxError(reason: "numbers out of order in {} quantifier")
    }
    let text = high.map { "{\(low),\($0)}" } ?? "{\(low)}"
    return (text, index + 1 - start)
  }

  /// Skips a quantifier and its lazy `?`, returning its minimum (`nil` when
  /// there is none).
  mutating func skipQuantifier() throws(SyntaxError) -> Int? {
    let minimum: Int
    switch peek {
    case .ascii("*"), .ascii("?"):
      minimum = 0
      position += 1
    case .ascii("+"):
      minimum = 1
      position += 1
    case .ascii("{"):
      guard let (text, length) = try bracedQuantifier(at: position) else { return nil }
      minimum = Int(text.dropFirst().prefix { $0 != "," && $0 != "}" }) ?? 1
      position += length
    default:
      return nil
    }
    if peek == .ascii("?") { position += 1 }
    return minimum
  }
}
