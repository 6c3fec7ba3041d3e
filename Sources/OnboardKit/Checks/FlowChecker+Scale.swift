extension FlowChecker.Context {
  /// A field whose kind needs bounds (a rating) against its rules: both
  /// `min` and `max` are given, whole, and span at most 11 points (0 to 10),
  /// so the wizard can draw the scale.
  mutating func checkScale(_ field: FieldDefinition, _ kind: FieldKind) {
    let rules = field.rules
    guard let low = rules.min, let high = rules.max else {
      let missing = rules.min == nil && rules.max == nil ? "bounds" : rules.min == nil ? "a 'min'" : "a 'max'"
      error(
        "\(kind.displayName) field '\(field.key)' needs \(missing) for its scale; give both, e.g. rules: { min: 1, max: 5 } (or { min: 0, max: 10 } for a 0–10 score)",
        at: rules.marks["min"] ?? rules.marks["max"] ?? field.keyMark ?? field.mark)
      return
    }
    guard case .integer(let from)? = try? FieldValueParser.integer(low).get(),
      case .integer(let to)? = try? FieldValueParser.integer(high).get(), from <= to
    else { return }  // a bound that is no whole number, or min > max, is reported with the rules
    let points = to - from + 1
    if points > RatingKind.mostPoints {
      error(
        "the scale of \(kind.displayName) field '\(field.key)' has \(points) points (\(from) to \(to)); a scale has at most \(RatingKind.mostPoints), e.g. 0 to 10",
        at: rules.marks["max"] ?? field.keyMark ?? field.mark)
    }
  }
}
