/// The plan a person signs up for.
public enum Plan: String, Sendable, Hashable, Codable, CaseIterable, FieldValueConvertible {
  /// No cost, limited.
  case free
  /// For one person.
  case pro
  /// For a team.
  case team
}
