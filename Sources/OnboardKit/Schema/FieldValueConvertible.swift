import Foundation

/// A Swift type a model field can have: it knows its kind and converts to and
/// from ``FieldValue``.
///
/// `String`, `Int`, `Double`, `Bool`, `Date`, ``CalendarDate``, `URL`, `Decimal`,
/// every `String`-backed `CaseIterable` enum that declares the conformance, and
/// arrays of text or of such an enum (`[String]`, `[Tool]`: a multi-choice) conform.
public protocol FieldValueConvertible: Sendable, Hashable {
  /// The kind a field of this type has unless the schema says otherwise
  /// (a `String` may be `.email`).
  static var defaultFieldKind: FieldKind { get }
  /// Every allowed value, for enums; `nil` when any value of the kind goes.
  static var allowedValues: [String]? { get }
  /// Why no field of this type can be collected (an array of numbers, say); `nil` when it can.
  static var collectionProblem: String? { get }
  /// Converts a parsed answer; `nil` when it does not fit this type.
  init?(fieldValue: FieldValue)
  /// The answer this value stands for.
  var fieldValue: FieldValue { get }
}

extension FieldValueConvertible {
  /// Any value of the kind goes.
  public static var allowedValues: [String]? { nil }
  /// Every value can be collected.
  public static var collectionProblem: String? { nil }
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

extension Array: FieldValueConvertible where Element: FieldValueConvertible {
  /// Several options.
  public static var defaultFieldKind: FieldKind { .multiChoice }
  /// The element's values, for an enum: a multi-choice of `[Tool]` offers every `Tool`.
  public static var allowedValues: [String]? { Element.allowedValues }
  /// Only text and choices can be options of a multi-choice.
  public static var collectionProblem: String? {
    let stored = Element.defaultFieldKind.definition.storedAs
    return stored == .text || stored == .choice
      ? nil : "a multi-choice holds String or String-backed enum values, not \(Element.self)"
  }
  /// Takes chosen options; `nil` when one is not a value of the element type.
  public init?(fieldValue: FieldValue) {
    guard case .choices(let values) = fieldValue else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(values.count)
    for value in values {
      guard let element = Element(fieldValue: .choice(value)) ?? Element(fieldValue: .text(value)) else {
        return nil
      }
      elements.append(element)
    }
    self = elements
  }
  /// `.choices` of the elements' texts or raw values.
  public var fieldValue: FieldValue {
    .choices(
      map { element in
        switch element.fieldValue {
        case .text(let value), .choice(let value): return value
        default: return String(describing: element)
        }
      })
  }
}

extension URL: FieldValueConvertible {
  /// A web address (``FieldKind/url``).
  public static var defaultFieldKind: FieldKind { .url }
  /// Takes text with a scheme, as `https://example.com`.
  public init?(fieldValue: FieldValue) {
    guard case .text(let value) = fieldValue, let url = URL(string: value), url.scheme != nil else {
      return nil
    }
    self = url
  }
  /// `.text(absoluteString)`.
  public var fieldValue: FieldValue { .text(absoluteString) }
}

extension Decimal: FieldValueConvertible {
  /// Any number.
  public static var defaultFieldKind: FieldKind { .number }
  /// Takes a number or an integer, as its shortest decimal (`12.5`, not `12.4999…`).
  public init?(fieldValue: FieldValue) {
    guard let value = Double(fieldValue: fieldValue) else { return nil }
    self = Decimal(string: "\(value)") ?? Decimal(value)
  }
  /// `.number` of the nearest double.
  public var fieldValue: FieldValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
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
