import Foundation

/// A Swift type a model field can have: it knows its kind and converts to and
/// from ``FieldValue``.
///
/// `String`, `Int`, `Double`, `Bool`, `Date`, `[String]`, ``CalendarDate``
/// and every `String`-backed `CaseIterable` enum conform.
public protocol FieldValueConvertible: Sendable, Hashable {
  /// The kind a field of this type has unless the schema says otherwise
  /// (a `String` may be `.email`).
  static var defaultFieldKind: FieldKind { get }
  /// Every allowed value, for enums; `nil` when any value of the kind goes.
  static var allowedValues: [String]? { get }
  /// Converts a parsed answer; `nil` when it does not fit this type.
  init?(fieldValue: FieldValue)
  /// The answer this value stands for.
  var fieldValue: FieldValue { get }
}

extension FieldValueConvertible {
  /// Any value of the kind goes.
  public static var allowedValues: [String]? { nil }
}

extension String: FieldValueConvertible {
  /// Text.
  public static var defaultFieldKind: FieldKind { .text }
  /// Takes text.
  public init?(fieldValue: FieldValue) {
    guard case .text(let value) = fieldValue else { return nil }
    self = value
  }
  /// `.text(self)`.
  public var fieldValue: FieldValue { .text(self) }
}

extension Int: FieldValueConvertible {
  /// A whole number.
  public static var defaultFieldKind: FieldKind { .integer }
  /// Takes an integer.
  public init?(fieldValue: FieldValue) {
    guard case .integer(let value) = fieldValue else { return nil }
    self = value
  }
  /// `.integer(self)`.
  public var fieldValue: FieldValue { .integer(self) }
}

extension Double: FieldValueConvertible {
  /// Any number.
  public static var defaultFieldKind: FieldKind { .number }
  /// Takes a number or an integer.
  public init?(fieldValue: FieldValue) {
    switch fieldValue {
    case .number(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
  /// `.number(self)`.
  public var fieldValue: FieldValue { .number(self) }
}

extension Bool: FieldValueConvertible {
  /// Yes or no.
  public static var defaultFieldKind: FieldKind { .boolean }
  /// Takes a boolean.
  public init?(fieldValue: FieldValue) {
    guard case .boolean(let value) = fieldValue else { return nil }
    self = value
  }
  /// `.boolean(self)`.
  public var fieldValue: FieldValue { .boolean(self) }
}

extension CalendarDate: FieldValueConvertible {
  /// A date.
  public static var defaultFieldKind: FieldKind { .date }
  /// Takes a date.
  public init?(fieldValue: FieldValue) {
    guard case .date(let value) = fieldValue else { return nil }
    self = value
  }
  /// `.date(self)`.
  public var fieldValue: FieldValue { .date(self) }
}

extension Date: FieldValueConvertible {
  /// A date (midnight UTC of the day).
  public static var defaultFieldKind: FieldKind { .date }
  /// Takes a date.
  public init?(fieldValue: FieldValue) {
    guard case .date(let value) = fieldValue else { return nil }
    self = value.date
  }
  /// `.date` of the UTC day.
  public var fieldValue: FieldValue { .date(CalendarDate(self)) }
}

extension Array: FieldValueConvertible where Element == String {
  /// Several options.
  public static var defaultFieldKind: FieldKind { .multiChoice }
  /// Takes chosen options.
  public init?(fieldValue: FieldValue) {
    guard case .choices(let values) = fieldValue else { return nil }
    self = values
  }
  /// `.choices(self)`.
  public var fieldValue: FieldValue { .choices(self) }
}

extension FieldValueConvertible where Self: RawRepresentable & CaseIterable, RawValue == String {
  /// One option.
  public static var defaultFieldKind: FieldKind { .choice }
  /// The raw value of every case.
  public static var allowedValues: [String]? { allCases.map(\.rawValue) }
  /// Takes the raw value of a case.
  public init?(fieldValue: FieldValue) {
    guard case .choice(let raw) = fieldValue, let value = Self(rawValue: raw) else { return nil }
    self = value
  }
  /// `.choice(rawValue)`.
  public var fieldValue: FieldValue { .choice(rawValue) }
}
