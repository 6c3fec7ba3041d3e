import Testing

@testable import OnboardKit

@Suite struct FNV1aTests {
  /// Reference values of FNV-1a 32 (http://www.isthe.com/chongo/tech/comp/fnv/).
  @Test(arguments: [
    ("", 0x811C_9DC5 as UInt32), ("a", 0xE40C_292C), ("foobar", 0xBF9C_F968),
  ])
  func referenceValues(_ text: String, _ expected: UInt32) {
    #expect(FNV1a.hash(text) == expected)
  }

  @Test func combiningIsConcatenating() {
    var hasher = FNV1a()
    hasher.combine("user-1")
    hasher.combine("中文😀")
    hasher.combine("")
    hasher.combine("seed")
    #expect(hasher.value == FNV1a.hash("user-1中文😀seed"))
  }

  @Test(arguments: [0, 7, 9, 10, 99, 100, 1_000_000_000, 4_294_967_295] as [UInt32])
  func decimalDigitsAreStringDigits(_ number: UInt32) {
    var hasher = FNV1a()
    hasher.combine(decimal: number)
    #expect(hasher.value == FNV1a.hash(String(number)))
  }

  /// Long strings (not stored inline) and every UTF-8 length hash as their UTF-16 units.
  @Test func longStringsMatchTheUTF16View() {
    let text = String(repeating: "a-é-中-😀-", count: 50)
    var hasher = FNV1a()
    for unit in text.utf16 { hasher.combine(unit: unit) }
    #expect(FNV1a.hash(text) == hasher.value)
  }
}
