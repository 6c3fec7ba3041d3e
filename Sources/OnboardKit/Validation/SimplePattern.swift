/// The patterns flows write most — character classes with counts, like
/// `[A-Z]{2}` or `[A-Z0-9]{8}` — matched over ASCII bytes without the
/// regular-expression engine, which costs more than the rest of a step.
///
/// A pattern outside the subset (groups, alternation, anchors, negated
/// classes, lookaround…) is not compiled, and an answer with anything but
/// printable ASCII is not matched here: ``FieldPattern`` then asks
/// `NSRegularExpression`, so the result is the same either way.
struct SimplePattern: Sendable {
  /// One position of the pattern: the bytes it accepts and how many times.
  struct Atom: Sendable {
    var accepts: [Bool]
    var low: Int
    var high: Int
  }

  let atoms: [Atom]
  /// Per position, the bytes it accepts, when every atom has a fixed count
  /// (`[A-Z]{2}`, `[A-Z0-9]{8}`): then an answer matches when it has that
  /// many bytes and each is accepted at its place. `nil` otherwise.
  let fixed: [[Bool]]?

  /// The longest answer matched here.
  static let maxInput = 256

  /// The pattern compiled, or `nil` when it is outside the subset.
  init?(_ pattern: String) {
    var bytes = Array(pattern.utf8)[...]
    var atoms: [Atom] = []
    while let first = bytes.first {
      var accepts = [Bool](repeating: false, count: 128)
      bytes = bytes.dropFirst()
      switch first {
      case UInt8(ascii: "["):
        guard let end = Self.readClass(&bytes, into: &accepts) else { return nil }
        bytes = end
      case UInt8(ascii: "\\"):
        guard let escaped = bytes.first, Self.readEscape(escaped, into: &accepts) else { return nil }
        bytes = bytes.dropFirst()
      case UInt8(ascii: "."):
        for byte in 0x20...0x7E { accepts[byte] = true }
      case 0x20...0x7E:
        guard !"()|^$*+?{}]".utf8.contains(first) else { return nil }
        accepts[Int(first)] = true
      default:
        return nil
      }
      guard let (low, high) = Self.readQuantifier(&bytes) else { return nil }
      atoms.append(Atom(accepts: accepts, low: low, high: high))
      guard atoms.count <= 64 else { return nil }
    }
    self.atoms = atoms
    let length = atoms.reduce(0) {
      $0 + ($1.low == $1.high && $1.high <= Self.maxInput ? $1.low : Self.maxInput + 1)
    }
    self.fixed = length <= Self.maxInput ? atoms.flatMap { Array(repeating: $0.accepts, count: $0.low) } : nil
  }

  /// Whether the whole of `text` matches; `nil` when `text` is not printable
  /// ASCII of at most ``maxInput`` bytes (ask the regular-expression engine).
  func matches(_ text: String) -> Bool? {
    var text = text
    return text.withUTF8 { bytes -> Bool? in
      guard bytes.count <= Self.maxInput, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { return nil }
      if let fixed {
        guard bytes.count == fixed.count else { return false }
        for index in bytes.indices where !fixed[index][Int(bytes[index])] { return false }
        return true
      }
      // Which positions the atoms so far can end at.
      var reachable = [Bool](repeating: false, count: bytes.count + 1)
      reachable[0] = true
      for atom in atoms {
        var next = [Bool](repeating: false, count: bytes.count + 1)
        for start in 0..<reachable.count where reachable[start] {
          var position = start
          var count = 0
          while true {
            if count >= atom.low { next[position] = true }
            guard count < atom.high, position < bytes.count, atom.accepts[Int(bytes[position])] else { break }
            position += 1
            count += 1
          }
        }
        reachable = next
      }
      return reachable[bytes.count]
    }
  }

  /// `[…]` after its `[`: ranges and single characters; the rest after `]`.
  private static func readClass(_ bytes: inout ArraySlice<UInt8>, into accepts: inout [Bool]) -> ArraySlice<
    UInt8
  >? {
    guard bytes.first != UInt8(ascii: "^"), bytes.first != UInt8(ascii: "]") else { return nil }
    while let byte = bytes.first {
      bytes = bytes.dropFirst()
      if byte == UInt8(ascii: "]") { return bytes }
      let low = byte
      if byte == UInt8(ascii: "\\") {
        guard let escaped = bytes.first else { return nil }
        bytes = bytes.dropFirst()
        if readEscape(escaped, into: &accepts) { continue }
        return nil
      }
      guard low >= 0x20, low <= 0x7E, low != UInt8(ascii: "["), low != UInt8(ascii: "&") else { return nil }
      if bytes.first == UInt8(ascii: "-"), bytes.count >= 2, bytes[bytes.startIndex + 1] != UInt8(ascii: "]")
      {
        let high = bytes[bytes.startIndex + 1]
        guard high >= low, high <= 0x7E, high != UInt8(ascii: "\\"), high != UInt8(ascii: "[") else {
          return nil
        }
        bytes = bytes.dropFirst(2)
        for value in low...high { accepts[Int(value)] = true }
        continue
      }
      accepts[Int(low)] = true
    }
    return nil
  }

  /// `\d`, `\w`, `\s` and escaped punctuation; `false` for anything else.
  private static func readEscape(_ escaped: UInt8, into accepts: inout [Bool]) -> Bool {
    switch escaped {
    case UInt8(ascii: "d"):
      for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { accepts[Int(byte)] = true }
    case UInt8(ascii: "w"):
      for byte in 0x20...0x7E {
        let scalar = UInt8(byte)
        if (scalar >= 0x30 && scalar <= 0x39) || (scalar >= 0x41 && scalar <= 0x5A)
          || (scalar >= 0x61 && scalar <= 0x7A)
          || scalar == 0x5F
        {
          accepts[byte] = true
        }
      }
    case UInt8(ascii: "s"):
      accepts[0x20] = true
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
      accepts[Int(escaped)] = true
    default:
      return false
    }
    return true
  }

  /// `{n}`, `{n,}`, `{n,m}`, `?`, `*`, `+` or nothing (exactly once); `nil`
  /// for a lazy or possessive quantifier or a malformed count.
  private static func readQuantifier(_ bytes: inout ArraySlice<UInt8>) -> (Int, Int)? {
    var bounds: (Int, Int)
    switch bytes.first {
    case UInt8(ascii: "?"): bounds = (0, 1)
    case UInt8(ascii: "*"): bounds = (0, Int.max)
    case UInt8(ascii: "+"): bounds = (1, Int.max)
    case UInt8(ascii: "{"):
      guard let close = bytes.firstIndex(of: UInt8(ascii: "}")) else { return nil }
      let inside = String(decoding: bytes[bytes.startIndex + 1..<close], as: UTF8.self)
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= 2, let low = Int(parts[0]), low <= 1_000 else { return nil }
      var high = low
      if parts.count == 2 {
        if parts[1].isEmpty {
          high = Int.max
        } else {
          guard let value = Int(parts[1]), value >= low, value <= 1_000 else { return nil }
          high = value
        }
      }
      bytes = bytes[(close + 1)...]
      bounds = (low, high)
      guard let next = bytes.first, "?+*{".utf8.contains(next) else { return bounds }
      return nil
    default:
      return (1, 1)
    }
    bytes = bytes.dropFirst()
    if let next = bytes.first, "?+*{".utf8.contains(next) { return nil }
    return bounds
  }
}
