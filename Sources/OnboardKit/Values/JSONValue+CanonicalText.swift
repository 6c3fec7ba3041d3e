extension JSONValue {
  /// The value as canonical JSON text: the same value always gives the same
  /// bytes, on every platform.
  ///
  /// - Object keys are sorted by their Unicode code points.
  /// - Every array element and object member is on its own line, indented by
  ///   two spaces a level; empty arrays and objects are `[]` and `{}`.
  /// - Whole numbers below 2^53 are written without a fraction (`13`, not
  ///   `13.0`); others in Swift's shortest form that reads back the same
  ///   (`0.1`, `1e+21`). JSON has no infinity or NaN: they are written `null`.
  /// - Strings escape `"`, `\` and control characters only; everything else,
  ///   `/` and non-ASCII included, is written as UTF-8.
  ///
  /// ```swift
  /// JSONValue.object(["b": .number(1), "a": .array([])]).canonicalText()
  /// // {
  /// //   "a": [],
  /// //   "b": 1
  /// // }
  /// ```
  ///
  /// The text has no final newline.
  package func canonicalText() -> String {
    var text = ""
    Self.write(self, indent: "", into: &text)
    return text
  }

  private static func write(_ value: JSONValue, indent: String, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += numberText(number)
    case .string(let string): writeString(string, into: &text)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      let inner = indent + "  "
      text += "[\n"
      for (index, element) in elements.enumerated() {
        text += inner
        write(element, indent: inner, into: &text)
        text += index + 1 < elements.count ? ",\n" : "\n"
      }
      text += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indent + "  "
      let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
      text += "{\n"
      for (index, key) in keys.enumerated() {
        text += inner
        writeString(key, into: &text)
        text += ": "
        write(members[key] ?? .null, indent: inner, into: &text)
        text += index + 1 < keys.count ? ",\n" : "\n"
      }
      text += indent + "}"
    }
  }

  /// Whether `string` is written as it is between the quotes: no quote,
  /// backslash or control character (`writeString`'s escapes).
  package static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy {
      $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
  }

  /// `13`, `-0.5`, `1e+21`; `null` for infinities and NaN.
  static func numberText(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return String(number)
  }

  static func writeString(_ string: String, into text: inout String) {
    text += "\""
    if isPlain(string) {
      text += string
      text += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
