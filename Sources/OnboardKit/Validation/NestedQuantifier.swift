/// Finds a repeated group whose contents repeat too — `(a+)+`, `(\w*)*`,
/// `([a-z]+,?)+` — the shape that makes a backtracking engine try
/// exponentially many ways to split an answer that almost matches.
///
/// A count that cannot vary (`{3}`), `?`, a possessive quantifier (`a++`)
/// and an atomic group (`(?>…)`) do not count as repeating.
enum NestedQuantifier {
  /// The first such group with its quantifier, as written (`(a+)+`), or `nil`.
  static func find(in pattern: String) -> String? {
    let scalars = Array(pattern.unicodeScalars)
    var scanner = Scanner(scalars)
    return scanner.run().map { String(String.UnicodeScalarView(scalars[$0])) }
  }

  private struct Scanner {
    /// An open group: where it starts, and whether something inside repeats.
    struct Group {
      var start: Int
      var atomic = false
      var repeats = false
    }

    let scalars: [Unicode.Scalar]
    var index = 0
    var groups = [Group(start: 0)]

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    /// The range of the first repeated group that repeats inside.
    mutating func run() -> Range<Int>? {
      while index < scalars.count {
        var closed: Group?
        switch scalars[index] {
        case "\\": skipEscape()
        case "[": skipClass()
        case "(":
          let atomic = index + 2 < scalars.count && scalars[index + 1] == "?" && scalars[index + 2] == ">"
          groups.append(Group(start: index, atomic: atomic))
          index += 1
          continue
        case ")":
          index += 1
          if groups.count > 1 { closed = groups.removeLast() }
        default: index += 1
        }
        let inner = closed.map { $0.repeats && !$0.atomic } ?? false
        let (varies, length) = quantifier()
        if varies, inner, let closed { return closed.start..<(index + length) }
        if varies || inner { groups[groups.count - 1].repeats = true }
        index += length
      }
      return nil
    }

    /// `\x`, and `\p{…}` / `\x{…}` with their braces.
    private mutating func skipEscape() {
      index += 2
      guard index - 1 < scalars.count, "pPxN".unicodeScalars.contains(scalars[index - 1]),
        index < scalars.count, scalars[index] == "{"
      else { return }
      while index < scalars.count, scalars[index] != "}" { index += 1 }
      index += 1
    }

    /// `[…]`, with escapes and nested sets.
    private mutating func skipClass() {
      var depth = 0
      repeat {
        switch scalars[index] {
        case "\\": index += 1
        case "[": depth += 1
        case "]": depth -= 1
        default: break
        }
        index += 1
        // NB: a `]` right after `[` or `[^` is a member, not the end.
        if depth > 0, index < scalars.count, scalars[index] == "]", scalars[index - 1] == "[" { index += 1 }
        if depth > 0, index + 1 < scalars.count, scalars[index - 1] == "[", scalars[index] == "^",
          scalars[index + 1] == "]"
        {
          index += 2
        }
      } while depth > 0 && index < scalars.count
    }

    /// Whether a quantifier at `index` lets the count vary (and is not
    /// possessive), and how many scalars it takes.
    private func quantifier() -> (varies: Bool, length: Int) {
      guard index < scalars.count else { return (false, 0) }
      var length: Int
      var varies: Bool
      switch scalars[index] {
      case "*", "+": (varies, length) = (true, 1)
      case "?": (varies, length) = (false, 1)
      case "{":
        guard let (low, high, count) = braces() else { return (false, 0) }
        (varies, length) = (high.map { $0 > low } ?? true, count)
      default: return (false, 0)
      }
      if index + length < scalars.count {
        let suffix = scalars[index + length]
        if suffix == "+" { return (false, length + 1) }
        if suffix == "?" { length += 1 }
      }
      return (varies, length)
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`: the bounds and the length.
    private func braces() -> (Int, Int?, Int)? {
      var position = index + 1
      func number() -> Int? {
        var value: Int?
        while position < scalars.count, ("0"..."9").contains(scalars[position]) {
          value = min((value ?? 0) * 10 + Int(scalars[position].value - 48), 1_000_000)
          position += 1
        }
        return value
      }
      guard let low = number() else { return nil }
      var high: Int? = low
      if position < scalars.count, scalars[position] == "," {
        position += 1
        high = number()
      }
      guard position < scalars.count, scalars[position] == "}" else { return nil }
      return (low, high, position + 1 - index)
    }
  }
}
