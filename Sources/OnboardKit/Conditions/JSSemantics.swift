/// The JavaScript operations GrowthBook's conditions are defined by, applied
/// to JSON values: conversions, `===`, `<`, truthiness and `JSON.stringify`
/// equality.
///
/// Strings compare by UTF-16 code units, as in JavaScript, not by Swift's
/// canonical equivalence.
enum JSSemantics {
  /// `String(value)`: `null` is `"null"`, arrays join their elements with
  /// commas (`null` inside is empty), objects are `"[object Object]"`.
  static func string(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): JSNumber.string(number)
    case .string(let text): text
    case .array(let items): items.map { $0 == .null ? "" : string($0) }.joined(separator: ",")
    case .object: "[object Object]"
    }
  }

  /// `Number(value)`, which is also `value * 1`: `null` is 0, booleans are 0
  /// or 1, strings are parsed, arrays go through their string, objects are NaN.
  static func number(_ value: JSONValue) -> Double {
    switch value {
    case .null: 0
    case .bool(let flag): flag ? 1 : 0
    case .number(let number): number
    case .string(let text): JSNumber.number(text)
    case .array: JSNumber.number(string(value))
    case .object: .nan
    }
  }

  /// `!!value`.
  static func isTruthy(_ value: JSONValue) -> Bool {
    switch value {
    case .null: false
    case .bool(let flag): flag
    case .number(let number): number != 0 && !number.isNaN
    case .string(let text): !text.isEmpty
    case .array, .object: true
    }
  }

  /// `a === b` for two separately parsed values: primitives of one type
  /// compare by value; arrays and objects are never the same reference.
  static func strictEquals(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x.utf16.elementsEqual(y.utf16)
    default: false
    }
  }

  /// `[b].includes(a)` (SameValueZero): `===`, except that NaN equals NaN.
  static func sameValueZero(_ a: JSONValue, _ b: JSONValue) -> Bool {
    if case .number(let x) = a, case .number(let y) = b, x.isNaN, y.isNaN { return true }
    return strictEquals(a, b)
  }

  /// `a < b` (ECMAScript `IsLessThan`): two strings after `ToPrimitive`
  /// compare by code units, anything else as numbers; `nil` when a number is
  /// NaN (JavaScript's `undefined`, which makes `<`, `<=`, `>`, `>=` false).
  static func isLess(_ a: JSONValue, _ b: JSONValue) -> Bool? {
    let (x, y) = (primitive(a), primitive(b))
    if case .string(let left) = x, case .string(let right) = y {
      return left.utf16.lexicographicallyPrecedes(right.utf16)
    }
    let (left, right) = (number(x), number(y))
    if left.isNaN || right.isNaN { return nil }
    return left < right
  }

  /// `ToPrimitive`: arrays and objects become their strings.
  private static func primitive(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array, .object: .string(string(value))
    default: value
    }
  }

  /// `JSON.stringify(a) === JSON.stringify(b)`, except that object keys match
  /// in any order (a `JSONValue` object keeps none). Like `JSON.stringify`,
  /// NaN and infinities count as `null`.
  static func jsonEquals(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (jsonForm(a), jsonForm(b)) {
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { jsonEquals($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.allSatisfy { key, value in y[key].map { jsonEquals(value, $0) } ?? false }
    case (let x, let y):
      return strictEquals(x, y)
    }
  }

  /// What `JSON.stringify` writes for a number that JSON cannot hold.
  private static func jsonForm(_ value: JSONValue) -> JSONValue {
    if case .number(let number) = value, !number.isFinite { return .null }
    return value
  }

  /// GrowthBook's `getType`: `null`, `boolean`, `number`, `string`, `array`
  /// or `object`.
  static func typeName(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// `text.toLowerCase()` (Unicode default case mapping).
  static func lowercased(_ text: String) -> String {
    text.lowercased()
  }
}
