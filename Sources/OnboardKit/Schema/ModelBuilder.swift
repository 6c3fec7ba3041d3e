/// Reads a ``Partial`` field by field while collecting every problem, so an
/// `init(from:)` reports them all at once.
///
/// ```swift
/// var reader = ModelBuilder(partial)
/// let name = reader.required(\.name, "name")
/// let age = reader.optional(\.age)
/// try reader.finish()                 // throws every problem
/// guard let name else { throw reader.error }
/// ```
public struct ModelBuilder<Model>: Sendable {
  /// The partial being read.
  public let partial: Partial<Model>
  /// The problems found so far.
  public private(set) var problems: [ModelError.Problem] = []

  /// Starts reading a partial.
  public init(_ partial: Partial<Model>) {
    self.partial = partial
  }

  /// A value the model cannot do without; records "is required" when missing.
  public mutating func required<Value>(_ keyPath: SendableKeyPath<Model, Value>, _ name: String) -> Value? {
    guard let value = try? partial.value(for: keyPath) else {
      problems.append(.init(field: name, message: "is required"))
      return nil
    }
    return value
  }

  /// A value that may be absent.
  public func optional<Value>(_ keyPath: SendableKeyPath<Model, Value?>) -> Value? {
    partial.value(for: keyPath)
  }

  /// Records a problem found by the model's own validation.
  public mutating func fail(_ name: String, _ message: String) {
    problems.append(.init(field: name, message: message))
  }

  /// All problems recorded, as one error.
  public var error: ModelError { ModelError(problems: problems) }

  /// Throws every recorded problem, if there is any.
  public func finish() throws(ModelError) {
    if !problems.isEmpty { throw error }
  }
}
