/// Turns an answer from outside — an answers file, a terminal line, a flow's
/// `default:` — into a typed ``FieldValue`` for a field of a given kind.
///
/// Messages are short and say what was expected, e.g.
/// `"abc" is not a whole number`, so callers can prefix the step and field.
public enum FieldValueParser {
  /// Parses `value` for a field of `kind`; `options` are the allowed values of
  /// a choice or multi-choice (`nil`: any).
  public static func parse(
    _ value: JSONValue, kind: FieldKind, options: [String]? = nil
  ) -> Result<FieldValue, FieldValueError> {
    kind.definition.parse(value, options: options)
  }

  /// The value as text: a number or boolean as written.
  static func text(_ value: JSONValue) -> Result<String, FieldValueError> {
    switch value {
    case .string(let text): return .success(text)
    case .number(let number): return .success(format(number))
    case .bool(let flag): return .success(flag ? "true" : "false")
    default: return .failure(FieldValueError("\(quoted(value)) is not text"))
    }
  }

  /// A whole number, from a number or typed digits.
  static func integer(_ value: JSONValue) -> Result<FieldValue, FieldValueError> {
    switch value {
    case .number(let number) where number.rounded() == number && abs(number) < 9.0e15:
      return .success(.integer(Int(number)))
    case .string(let text):
      if let integer = Int(text.trimmed) { return .success(.integer(integer)) }
    default: break
    }
    return .failure(FieldValueError("\(quoted(value)) is not a whole number"))
  }

  /// A finite number, from a number or typed digits.
  static func number(_ value: JSONValue) -> Result<FieldValue, FieldValueError> {
    switch value {
    case .number(let number) where number.isFinite: return .success(.number(number))
    case .string(let text):
      if let number = Double(text.trimmed), number.isFinite { return .success(.number(number)) }
    default: break
    }
    return .failure(FieldValueError("\(quoted(value)) is not a number"))
  }

  /// Yes or no, from a boolean or `yes`/`y`/`true`/`no`/`n`/`false`.
  static func boolean(_ value: JSONValue) -> Result<FieldValue, FieldValueError> {
    switch value {
    case .bool(let flag): return .success(.boolean(flag))
    case .string(let text):
      switch text.trimmed.lowercased() {
      case "yes", "y", "true": return .success(.boolean(true))
      case "no", "n", "false": return .success(.boolean(false))
      default: break
      }
    default: break
    }
    return .failure(FieldValueError("\(quoted(value)) is not yes or no"))
  }

  /// One of `options` (any text when `nil`).
  static func option(_ value: JSONValue, _ options: [String]?) -> Result<String, FieldValueError> {
    guard case .success(let raw) = text(value) else {
      return .failure(FieldValueError("\(quoted(value)) is not an option"))
    }
    let trimmed = raw.trimmed
    guard let options, !options.contains(trimmed) else { return .success(trimmed) }
    let list = options.map { "'\($0)'" }.joined(separator: ", ")
    return .failure(FieldValueError("'\(trimmed)' is not one of the options (\(list))"))
  }

  /// A number as people write it: `36`, not `36.0`.
  static func format(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  static func quoted(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return "'\(text)'"
    case .number(let number): return format(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array: return "a list"
    case .object: return "a mapping"
    }
  }
}

/// Why an answer does not fit its field.
public struct FieldValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, e.g. `'abc' is not a whole number`.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension String {
  var trimmed: String {
    // Fast path: nothing to trim when neither end is a space, tab or newline (or non-ASCII).
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
      return self
    }
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
