extension FieldValue {
  /// Reads back a value written as ``json`` for a field of `kind`.
  public init?(json: JSONValue, kind: FieldKind) {
    guard let value = kind.definition.decode(json) else { return nil }
    self = value
  }
}
