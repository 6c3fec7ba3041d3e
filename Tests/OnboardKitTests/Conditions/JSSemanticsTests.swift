import Testing

@testable import OnboardKit

/// The JavaScript conversions conditions rely on, checked against Node.
@Suite struct JSSemanticsTests {
  @Test(arguments: [
    (1.0, "1"), (-0.0, "0"), (123.456, "123.456"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"), (1.2345678901234568e20, "123456789012345680000"), (0.000001, "0.000001"),
    (1e-7, "1e-7"), (1.5e-7, "1.5e-7"), (-2.5, "-2.5"), (1.5e300, "1.5e+300"),
    (.leastNonzeroMagnitude, "5e-324"),
    (.nan, "NaN"), (-.infinity, "-Infinity"), (1e16, "10000000000000000"), (255, "255"),
  ])
  func writesNumbersAsJavaScript(value: Double, expected: String) {
    #expect(JSNumber.string(value) == expected)
  }

  @Test(arguments: [
    ("", 0.0), ("  12\n", 12), ("0x1F", 31), ("0o17", 15), ("0b101", 5), ("1e3", 1000), (".5", 0.5),
    ("5.", 5),
    ("+5", 5), ("-5.5e-1", -0.55), ("Infinity", .infinity), ("-Infinity", -.infinity),
    ("\u{FEFF}7\u{3000}", 7),
  ])
  func readsNumbersAsJavaScript(text: String, expected: Double) {
    #expect(JSNumber.number(text) == expected)
  }

  @Test(arguments: ["abc", "inf", "nan", "1_000", "-0x10", "0x", "1e", "e5", ".", "1 2", "0x1G", "+-1"])
  func unreadableNumbersAreNaN(text: String) {
    #expect(JSNumber.number(text).isNaN)
  }

  @Test(arguments: [
    (JSONValue.null, "null"), (.bool(false), "false"), (.number(10), "10"),
    (.array([.number(1), .null, .array([.string("a"), .string("b")])]), "1,,a,b"),
    (.object(["a": .number(1)]), "[object Object]"), (.array([]), ""),
  ])
  func convertsValuesToStrings(value: JSONValue, expected: String) {
    #expect(JSSemantics.string(value) == expected)
  }

  @Test func comparesStringsByCodeUnits() {
    // U+FF61 sorts after U+1F600 by scalar, before it by UTF-16 unit.
    #expect(JSSemantics.isLess(.string("😀"), .string("\u{FF61}")) == true)
    #expect(JSSemantics.isLess(.string("B"), .string("a")) == true)
    // Canonically equivalent but different code units are not ===.
    #expect(!JSSemantics.strictEquals(.string("é"), .string("e\u{301}")))
    #expect(JSSemantics.isLess(.number(1), .string("x")) == nil)
  }

  @Test(arguments: [
    ("v1.2.3-rc.1+build.7", "    1-    2-    3-rc-    1"),
    ("1.2.3", "    1-    2-    3-~"),
    ("1.2", "    1-    2"),
    ("123456.1.0", "123456-    1-    0-~"),
    ("", "    0"),
  ])
  func padsVersions(version: String, expected: String) {
    #expect(PaddedVersion.string(.string(version)) == expected)
  }

  @Test func padsNonStringVersions() {
    #expect(PaddedVersion.string(.number(2)) == "    2")
    #expect(PaddedVersion.string(.number(1.5)) == "    1-    5")
    #expect(PaddedVersion.string(.null) == "    0")
    #expect(PaddedVersion.string(.bool(true)) == "    0")
  }
}
