import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// An event line's `data` already as the encoder writes it is kept as it
/// is (``CanonicalJSONCheck``); it must be exactly what `JSONDecoder` and
/// the writer make of it, and anything else must take that way.
@Suite struct CanonicalJSONCheckTests {
  static func isCanonical(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBytes { CanonicalJSONCheck.isCanonical($0) }
  }

  /// Random values, written as the encoder writes them.
  static func value(_ numbers: inout RollupMergeTests.Numbers, depth: Int = 0) -> JSONValue {
    let pick = Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &numbers)
    switch pick {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &numbers))
    case 2:
      let scale = [1.0, 100, 1e9, 1e15, 1e16]
      let size = scale.randomElement(using: &numbers) ?? 1
      let whole = (Double.random(in: -1...1, using: &numbers) * size).rounded()
      return .number(Bool.random(using: &numbers) ? whole : whole + 0.25)
    case 3, 4:
      let alphabet = Array("abcXYZ09 _-/:{}[],") + ["é", "\"", "\\", "\n", "\u{7F}"]
      let count = Int.random(in: 0...6, using: &numbers)
      return .string(String((0..<count).map { _ in alphabet.randomElement(using: &numbers) ?? "a" }))
    case 5:
      return .array(
        (0..<Int.random(in: 0...3, using: &numbers)).map { _ in value(&numbers, depth: depth + 1) })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int.random(in: 0...4, using: &numbers) {
        let key = ["a", "b", "B", "aa", "z9", "é"].randomElement(using: &numbers) ?? "a"
        members[key] = value(&numbers, depth: depth + 1)
      }
      return .object(members)
    }
  }

  @Test func whatItKeepsIsWhatTheDecoderAndWriterMake() throws {
    var numbers = RollupMergeTests.Numbers(state: 5)
    var kept = 0
    for _ in 0..<3000 {
      let text = JSONWriter.value(Self.value(&numbers))
      guard Self.isCanonical(text) else { continue }
      kept += 1
      let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
      #expect(JSONWriter.value(decoded) == text)
    }
    #expect(kept > 1000, "most values are in the form: \(kept) of 3000")
  }

  @Test(arguments: [
    #"{"b":1,"a":2}"#, #"{"a":1,"a":2}"#, #"{ "a":1}"#, #"[1, 2]"#, "-0", "01", "1.5", "1e3",
    "1234567890123456", #""tab\tx""#, #""é""#, "null", #"{"a":1}x"#, "[", #"{"a"}"#, "", "tru",
  ])
  func otherFormsTakeTheDecodersWay(text: String) {
    #expect(!Self.isCanonical(text))
  }

  @Test(arguments: [
    #"{"a":[1,-2,true,false,null,{}],"b":"x y","c":[]}"#, "0", "-7", "123456789012345", #""""#, "[null]",
  ])
  func theWritersFormIsKept(text: String) throws {
    #expect(Self.isCanonical(text))
    #expect(JSONWriter.value(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))) == text)
  }
}
