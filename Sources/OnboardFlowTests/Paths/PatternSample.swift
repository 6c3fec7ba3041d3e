/// A string that a simple pattern matches, for answer generation: literal
/// characters, `.`, `\d`, `\w`, classes such as `[A-Z0-9]`, and the
/// quantifiers `?`, `*`, `+`, `{n}`, `{n,m}`. Anything else gives `nil`.
enum PatternSample {
  /// One string that `pattern` should match (the caller checks that it does).
  static func make(_ pattern: String) -> String? {
    var characters = Array(pattern)
    if characters.first == "^" { characters.removeFirst() }
    if characters.last == "$" { characters.removeLast() }
    var output = ""
    var index = 0
    while index < characters.count {
      guard let (atom, next) = atom(characters, index) else { return nil }
      let (count, after) = repeats(characters, next)
      output += String(repeating: atom, count: count)
      index = after
    }
    return output
  }

  /// The first character an atom matches, and where the atom ends.
  private static func atom(_ characters: [Character], _ index: Int) -> (Character, Int)? {
    let character = characters[index]
    switch character {
    case "\\":
      guard index + 1 < characters.count else { return nil }
      switch characters[index + 1] {
      case "d": return ("0", index + 2)
      case "w": return ("a", index + 2)
      case "s": return (" ", index + 2)
      case let escaped where !escaped.isLetter && !escaped.isNumber: return (escaped, index + 2)
      default: return nil
      }
    case "[":
      guard let close = characters[index...].firstIndex(of: "]"), close > index + 1,
        characters[index + 1] != "^"
      else { return nil }
      return (characters[index + 1], close + 1)
    case ".": return ("a", index + 1)
    case "(", ")", "|", "*", "+", "?", "{", "}", "^", "$": return nil
    default: return (character, index + 1)
    }
  }

  /// How many times to repeat an atom for the quantifier at `index`.
  private static func repeats(_ characters: [Character], _ index: Int) -> (Int, Int) {
    guard index < characters.count else { return (1, index) }
    switch characters[index] {
    case "?", "*", "+": return (1, index + 1)
    case "{":
      guard let close = characters[index...].firstIndex(of: "}") else { return (1, index) }
      let inside = String(characters[(index + 1)..<close])
      let low = inside.split(separator: ",", omittingEmptySubsequences: false).first.flatMap { Int($0) } ?? 1
      return (min(max(low, 1), 1_000), close + 1)
    default: return (1, index)
    }
  }
}
