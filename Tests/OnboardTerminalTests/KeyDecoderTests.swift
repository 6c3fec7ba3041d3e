import Testing

@testable import OnboardTerminal

@Suite struct KeyDecoderTests {
  @Test(
    arguments: [
      ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x5B, 0x42], .down),
      ([0x1B, 0x4F, 0x42], .down), ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x4F, 0x43], .right),
      ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x4F, 0x44], .left), ([0x1B, 0x5B, 0x5A], .backTab),
      ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x4F, 0x48], .home), ([0x1B, 0x5B, 0x31, 0x7E], .home),
      ([0x1B, 0x5B, 0x37, 0x7E], .home), ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x4F, 0x46], .end),
      ([0x1B, 0x5B, 0x34, 0x7E], .end), ([0x1B, 0x5B, 0x38, 0x7E], .end),
      ([0x1B, 0x5B, 0x33, 0x7E], .delete),
      ([0x1B], .escape), ([0x0D], .enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace),
      ([0x08], .backspace), ([0x03], .control("c")), ([0x04], .control("d")), ([0x01], .control("a")),
      ([0x17], .control("w")), ([0x61], .character("a")), ([0xC3, 0xA9], .character("é")),
      ([0xE2, 0x82, 0xAC], .character("€")),
    ] as [([UInt8], Key)])
  func decodesOneKey(bytes: [UInt8], key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes) == [key])
  }

  @Test func decodesSeveralKeysInOneRead() {
    var decoder = KeyDecoder()
    #expect(
      decoder.feed(Array("Ab\u{1B}[D\u{1B}[3~\r".utf8)) == [
        .character("A"), .character("b"), .left, .delete, .enter,
      ])
  }

  @Test func waitsForTheRestOfACutSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]) == [])
    #expect(decoder.feed([0x33]) == [])
    #expect(decoder.feed([0x7E, 0x61]) == [.delete, .character("a")])
    #expect(decoder.feed([0xE2, 0x82]) == [])
    #expect(decoder.feed([0xAC]) == [.character("€")])
  }

  @Test func anUnknownSequenceIsKeptWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[15~x".utf8)) == [.unknown(Array("\u{1B}[15~".utf8)), .character("x")])
  }

  @Test func flushTurnsAPendingEscapeIntoTheEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B]) == [])
    #expect(decoder.flush() == [.unknown([0x1B, 0x5B])])
    #expect(decoder.flush() == [])
  }

  @Test func escapeFollowedByAKeyIsEscapeThenTheKey() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B, 0x61]) == [.escape, .character("a")])
  }
}
