extension FieldKind {
  /// Every kind, in the order messages list them. A new kind is one file in
  /// `Schema/Kinds/` (its ``FieldKindDefinition`` and its `static let`) and
  /// one entry here.
  package static let allCases: [FieldKind] = [
    .text, .email, .integer, .number, .boolean, .choice, .multiChoice, .date, .url, .phone, .rating,
    .consent, .secret,
  ]

  /// The display names of the kinds that `include` picks, as a sentence:
  /// `integer, number and date`.
  package static func names(where include: (any FieldKindDefinition) -> Bool) -> String {
    let names = allCases.filter { include($0.definition) }.map(\.displayName)
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
