/// What kind of value a model field holds, which decides how answers are
/// parsed, which rules apply, which prompt asks for it and which answers
/// simulation and path exploration make up.
///
/// Kinds come from the Swift model only: a flow file never declares one. Each
/// kind is one type in `Schema/Kinds/` (``FieldKindDefinition``) that carries
/// all of its behaviour, listed once in ``FieldKind/allCases``; the rest of
/// the code asks the kind, never switches over kinds.
///
/// ```swift
/// Field("email", \.email, kind: .email)   // text that must be an email address
/// ```
public struct FieldKind: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind's behaviour.
  package let definition: any FieldKindDefinition

  /// The kind that `definition` describes.
  package init(_ definition: any FieldKindDefinition) {
    self.definition = definition
  }

  /// The kind's name, as saved sessions and `onboard schema` write it (`multiChoice`).
  public var rawValue: String { definition.name }

  /// The registered kind of this name; `nil` for a name no kind has.
  public init?(rawValue: String) {
    guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = kind
  }

  /// The rules a field of this kind may have in a flow file.
  public var allowedRules: Set<String> { definition.allowedRules }

  /// Whether a flow may list `options:` for a field of this kind.
  public var takesOptions: Bool { definition.takesOptions }

  /// How the kind is named in messages: "text", "multi-choice"…
  public var displayName: String { definition.displayName }

  /// The name.
  public var description: String { rawValue }

  /// Kinds are the same when their names are.
  public static func == (lhs: FieldKind, rhs: FieldKind) -> Bool { lhs.rawValue == rhs.rawValue }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// Reads a kind's name; a name no kind has is an error that lists the kinds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let kind = FieldKind(rawValue: name) else {
      let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "unknown field kind '\(name)'; the kinds are \(names)"))
    }
    self = kind
  }

  /// Writes the kind's name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
