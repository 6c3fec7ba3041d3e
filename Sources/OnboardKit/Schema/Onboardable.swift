/// A model that onboarding flows can build: it declares its fields once and
/// knows how to turn a complete ``Partial`` into itself.
public protocol Onboardable: Sendable {
  /// The fields flows may collect.
  static var schema: Schema<Self> { get }

  /// Where the caller's id goes: never asked, always given.
  static var idKeyPath: SendableKeyPath<Self, Identifier<Self>> { get }

  /// Builds the model, or throws one ``ModelError`` that lists every missing or
  /// invalid field — never only the first.
  init(from partial: Partial<Self>) throws(ModelError)
}

/// Why a model could not be built: every problem at once.
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One field's problem.
  public struct Problem: Sendable, Hashable, Codable {
    /// The field's schema name.
    public var field: String
    /// What is wrong, e.g. "is required" or "'xx' is not an ISO 3166-1 country code".
    public var message: String

    /// Creates a problem.
    public init(field: String, message: String) {
      self.field = field
      self.message = message
    }
  }

  /// Every problem, in schema order.
  public var problems: [Problem]

  /// Creates an error.
  public init(problems: [Problem]) {
    self.problems = problems
  }

  /// One line per problem: `email: is required`.
  public var description: String {
    problems.map { "\($0.field): \($0.message)" }.joined(separator: "\n")
  }
}
