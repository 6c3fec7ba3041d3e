/// The functions a `compute:` may call, each with the kinds it takes and
/// gives — the one list of them (docs/flow-format.md lists the same):
///
/// | function | takes | gives |
/// | --- | --- | --- |
/// | `yearsSince(date)` | a date | whole years from it to today (integer) |
/// | `lowercase(text)` | a text | the text in lower case |
/// | `trim(text)` | a text | the text without spaces at its ends |
/// | `concat(text, …)` | one or more texts | them joined |
public enum ComputeFunction: String, Sendable, Hashable, CaseIterable {
  case yearsSince, lowercase, trim, concat

  /// The kind of value an expression gives or takes.
  public enum Kind: String, Sendable, Hashable {
    case text, integer, date
  }

  /// The kinds of the arguments; `concat` takes any number (at least one) of texts.
  var arguments: [Kind] {
    switch self {
    case .yearsSince: return [.date]
    case .lowercase, .trim, .concat: return [.text]
    }
  }

  /// Whether it takes any number of arguments of its one kind.
  var isVariadic: Bool { self == .concat }

  /// The kind of what it gives.
  public var result: Kind {
    switch self {
    case .yearsSince: return .integer
    case .lowercase, .trim, .concat: return .text
    }
  }

  /// Applies the function; `nil` when an argument is missing.
  func apply(_ values: [FieldValue?], today: CalendarDate) -> FieldValue? {
    switch self {
    case .yearsSince:
      guard case .date(let date)? = values.first else { return nil }
      var years = today.year - date.year
      if (today.month, today.day) < (date.month, date.day) { years -= 1 }
      return .integer(years)
    case .lowercase:
      return values.first.flatMap { $0?.text }.map { .text($0.lowercased()) }
    case .trim:
      return values.first.flatMap { $0?.text }.map { .text($0.trimmingSpacesAtEnds) }
    case .concat:
      var joined = ""
      for value in values {
        guard let text = value?.text else { return nil }
        joined += text
      }
      return .text(joined)
    }
  }
}

extension ComputeFunction.Kind {
  /// The kind a model field of `kind` holds, when a compute can give or read it.
  public init?(_ kind: FieldKind) {
    switch kind {
    case .text, .email: self = .text
    case .integer: self = .integer
    case .date: self = .date
    default: return nil
    }
  }
}

extension FieldValue {
  /// The text of a text (or choice) value.
  fileprivate var text: String? {
    switch self {
    case .text(let text), .choice(let text): return text
    default: return nil
    }
  }
}

extension String {
  /// Without spaces, tabs and line breaks at either end.
  fileprivate var trimmingSpacesAtEnds: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
