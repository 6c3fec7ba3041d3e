import Testing

@testable import OnboardKit

/// Non-ASCII ids land where GrowthBook's JavaScript SDK puts them: strings are
/// hashed as UTF-16 code units.
///
/// The expected values were produced by GrowthBook's Python SDK 4.0.0
/// (`pip install growthbook==4.0.0`):
///
/// ```python
/// from growthbook.core import fnv1a32, gbhash
/// fnv1a32(v), gbhash("onboard", v, 1), gbhash("onboard", v, 2), gbhash("__ns", v, 1)
/// ```
///
/// and agree with the JavaScript SDK's `hashFnv32a`/`hash` (packages/sdk-js/src/util.ts,
/// `str.charCodeAt(i)`) run under Node. Python SDK 3.2.2 and older XOR in
/// `ord(ch)`, a code point: the same for `é` and `中文`, different for `😀`
/// (see `emojiAreTwoCodeUnits`).
@Suite struct NonASCIIHashTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let fnv: UInt32
    let v1: Double
    let v2: Double
    let namespaceV1: Double
    var testDescription: String {
      id.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(separator: " ")
    }
  }

  static let cases: [Case] = [
    Case(id: "é", fnv: 1_812_687_940, v1: 0.971, v2: 0.9797, namespaceV1: 0.805),
    Case(id: "José", fnv: 3_569_425_666, v1: 0.217, v2: 0.7679, namespaceV1: 0.267),
    Case(id: "e\u{301}", fnv: 2_484_688_179, v1: 0.222, v2: 0.2031, namespaceV1: 0.058),
    Case(id: "中文", fnv: 1_362_277_805, v1: 0.704, v2: 0.9736, namespaceV1: 0.004),
    Case(id: "用户42", fnv: 2_898_790_666, v1: 0.753, v2: 0.4676, namespaceV1: 0.043),
    Case(id: "😀", fnv: 3_409_036_472, v1: 0.431, v2: 0.329, namespaceV1: 0.937),
    Case(id: "user-😀", fnv: 1_101_030_064, v1: 0.223, v2: 0.6911, namespaceV1: 0.185),
    Case(id: "👩‍💻", fnv: 3_160_425_882, v1: 0.713, v2: 0.9223, namespaceV1: 0.139),
  ]

  @Test(arguments: cases)
  func matchesGrowthBook(_ item: Case) {
    #expect(FNV1a.hash(item.id) == item.fnv)
    #expect(GrowthBookHash.hash(seed: "onboard", value: item.id, version: 1) == item.v1)
    #expect(GrowthBookHash.hash(seed: "onboard", value: item.id, version: 2) == item.v2)
    #expect(GrowthBookHash.hash(seed: "__ns", value: item.id, version: 1) == item.namespaceV1)
  }

  @Test(arguments: cases)
  func transcodingMatchesTheUTF16View(_ item: Case) {
    var hasher = FNV1a()
    for unit in item.id.utf16 { hasher.combine(unit: unit) }
    #expect(FNV1a.hash(item.id) == hasher.value)
  }

  /// `é` is the code unit 0x00E9, not its UTF-8 bytes C3 A9 (which hash to 513665217).
  @Test func unitsAreNotUTF8Bytes() {
    #expect(FNV1a.hash("é") == 1_812_687_940)
    #expect(FNV1a.hash("é") != 513_665_217)
  }

  /// `😀` is the surrogates D83D DE00; Python SDK ≤ 3.2.2 XORs in U+1F600 whole
  /// and gets 105948959 (v2 bucket 0.4577 instead of 0.329).
  @Test func emojiAreTwoCodeUnits() {
    var hasher = FNV1a()
    hasher.combine(unit: 0xD83D)
    hasher.combine(unit: 0xDE00)
    #expect(FNV1a.hash("😀") == hasher.value)
    #expect(FNV1a.hash("😀") != 105_948_959)
  }

  /// Swift calls `"é"` and `"e\u{301}"` equal; JavaScript and the hash do not.
  @Test func canonicalEquivalentsHashApart() {
    #expect("é" == "e\u{301}")
    #expect(FNV1a.hash("é") != FNV1a.hash("e\u{301}"))
  }
}
