/// A typed answer to one field, after parsing and before it is stored in a
/// ``Partial``.
public enum FieldValue: Sendable, Hashable {
  /// Text or an email address.
  case text(String)
  /// A whole number.
  case integer(Int)
  /// Any number.
  case number(Double)
  /// Yes or no.
  case boolean(Bool)
  /// A calendar date.
  case date(CalendarDate)
  /// The raw value of one option.
  case choice(String)
  /// The raw values of the chosen options, in option order.
  case choices([String])

  /// The value as conditions see it: dates become `YYYY-MM-DD` strings so
  /// that `$lt`/`$gt` order them.
  public var json: JSONValue {
    switch self {
    case .text(let value), .choice(let value): return .string(value)
    case .integer(let value): return .number(Double(value))
    case .number(let value): return .number(value)
    case .boolean(let value): return .bool(value)
    case .date(let value): return .string(value.description)
    case .choices(let values): return .array(values.map(JSONValue.string))
    }
  }
}
