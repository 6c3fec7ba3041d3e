/// What kind of value a model field holds, which decides how answers are
/// parsed, which rules apply and which prompt asks for it.
///
/// Kinds come from the Swift model only: a flow file never declares one.
public enum FieldKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Free text.
  case text
  /// An email address (text with email syntax).
  case email
  /// A whole number.
  case integer
  /// Any number.
  case number
  /// Yes or no.
  case boolean
  /// One value of a `String`-backed enum.
  case choice
  /// Any number of values from a list of options.
  case multiChoice
  /// A calendar date written `YYYY-MM-DD`.
  case date

  /// The rules a field of this kind may have in a flow file.
  public var allowedRules: Set<String> {
    switch self {
    case .text, .email: return ["minLength", "maxLength", "pattern"]
    case .integer, .number, .date: return ["min", "max"]
    case .multiChoice: return ["minItems", "maxItems"]
    case .boolean, .choice: return []
    }
  }

  /// Whether a flow may list `options:` for a field of this kind.
  public var takesOptions: Bool { self == .choice || self == .multiChoice }

  /// How the kind is named in messages: "text", "multi-choice"…
  public var displayName: String {
    switch self {
    case .multiChoice: return "multi-choice"
    default: return rawValue
    }
  }
}
