import Testing

@testable import OnboardKit

@Suite struct NameTableTests {
  /// Names that share their length and their first and last eight bytes
  /// (the hash's input, apart from a long name's middle) are still told apart.
  @Test func namesThatShareTheirEndsAreToldApart() {
    let names =
      (0..<200).map { "contact/address-\($0 % 10)-\($0 / 10)/street" } + (0..<50).map { "s\($0)" }
      + ["", "a", "step-00001", "step-00002", "ab/cd", "abcdefgh", "abcdefghi", "größe/straße"]
    let table = NameTable(names.enumerated().map { ($1, $0) })
    for (value, name) in names.enumerated() {
      #expect(table[name] == value, "\(name)")
    }
    for missing in ["contact/address-1-1/streets", "step-00003", "b", "abcdefgh/", "s50", "grösse/straße"] {
      #expect(table[missing] == nil, "\(missing)")
    }
  }

  @Test func aRepeatedNameKeepsItsFirstValue() {
    let table = NameTable([("name", 1), ("age", 2), ("name", 3)])
    #expect(table["name"] == 1)
    #expect(table["age"] == 2)
  }

  /// The fast path reads an inline string's words as its bytes: on this
  /// machine they must be the same words as the bytes give, or every
  /// lookup would take the slow path (still right, but slower).
  @Test func anInlineStringsWordsAreItsBytes() {
    for name in ["", "a", "plan", "contact/email", "fifteen-bytes-x", "größe", "guardian"] {
      let short = ShortName(inlineBitsOf: name)
      #expect(short != nil, "\(name)")
      #expect(short == ShortName(bytesOf: name), "\(name)")
    }
    #expect(ShortName(inlineBitsOf: "sixteen-bytes-xx") == nil)
    #expect(ShortName(bytesOf: "sixteen-bytes-xx") == .long)
  }

  /// A name of 15 bytes or fewer held out of line (here, a large string's
  /// prefix kept in its own storage) is still found.
  @Test func aShortNameHeldOutOfLineIsFound() {
    var name = String(repeating: "x", count: 40)
    name.removeLast(30)
    name.reserveCapacity(64)
    #expect(ShortName(inlineBitsOf: name) == nil)
    let table = NameTable([("xxxxxxxxxx", 7), ("plan", 1)])
    #expect(table[name] == 7)
    #expect(table[String(name.dropLast())] == nil)
  }
}
