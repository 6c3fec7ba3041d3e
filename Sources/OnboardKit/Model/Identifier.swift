/// An identifier whose phantom type says what it identifies, so a
/// `Identifier<User>` is never passed where another id is expected.
public struct Identifier<Subject>: Sendable, Hashable, Codable, RawRepresentable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id as text.
  public let rawValue: String

  /// Wraps an id.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps an id.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// An id written as a literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Decodes from a plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The id itself.
  public var description: String { rawValue }
}
