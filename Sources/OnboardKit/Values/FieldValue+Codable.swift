extension FieldValue {
  /// Reads back a value written as ``json`` for a field of `kind`.
  public init?(json: JSONValue, kind: FieldKind) {
    switch (kind, json) {
    case (.text, .string(let text)), (.email, .string(let text)): self = .text(text)
    case (.choice, .string(let raw)): self = .choice(raw)
    case (.integer, .number(let number)) where number.rounded() == number && abs(number) < 9.0e15:
      self = .integer(Int(number))
    case (.number, .number(let number)): self = .number(number)
    case (.boolean, .bool(let flag)): self = .boolean(flag)
    case (.date, .string(let text)):
      guard let date = CalendarDate(text) else { return nil }
      self = .date(date)
    case (.multiChoice, .array(let items)):
      var values: [String] = []
      for item in items {
        guard case .string(let value) = item else { return nil }
        values.append(value)
      }
      self = .choices(values)
    default: return nil
    }
  }
}
