import Foundation
import OnboardKit

/// A model the project never ships: an enum multi-choice, an optional URL and a Decimal.
struct Dog: RunnableModel {
  enum Trick: String, Sendable, Hashable, Codable, CaseIterable, FieldValueConvertible {
    case sit, roll, fetch
  }
  var id: Identifier<Dog>
  var name: String
  var tricks: [Trick]
  var homepage: URL?
  var fee: Decimal?

  static let schema = Schema<Dog> {
    Field("name", \.name)
    Field("tricks", \.tricks, required: false)
    Field("homepage", \.homepage)
    Field("fee", \.fee)
  }
  static var idKeyPath: SendableKeyPath<Dog, Identifier<Dog>> { \.id }

  init(from partial: Partial<Dog>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let name = reader.required(\.name, "name")
    try reader.finish()
    guard let id, let name else { throw reader.error }
    self.id = id
    self.name = name
    self.tricks = (try? partial.value(for: \.tricks)) ?? []
    self.homepage = partial.value(for: \.homepage)
    self.fee = partial.value(for: \.fee)
  }
}

/// Broken schemas, each with one problem a registry must refuse; they all
/// share the shape of a name and a number.
struct Broken<Kind: BrokenKind>: RunnableModel {
  var id: Identifier<Broken>
  var name: String
  var count: Int
  var scores: [Int]

  static var schema: Schema<Broken> { Kind.schema() }
  static var idKeyPath: SendableKeyPath<Broken, Identifier<Broken>> { \.id }

  init(from partial: Partial<Broken>) throws(ModelError) {
    throw ModelError(problems: [.init(field: "name", message: "is never built")])
  }
}

/// How a ``Broken`` model is broken.
protocol BrokenKind: Sendable {
  static func schema() -> Schema<Broken<Self>>
}

/// Declares `name` twice.
enum NamedTwice: BrokenKind {
  static func schema() -> Schema<Broken<Self>> {
    Schema(name: "Twice") {
      Field("name", \.name)
      Field("count", \.count)
      Field("name", \.name)
    }
  }
}

/// A field name a flow's `key:` cannot write.
enum SpacedName: BrokenKind {
  static func schema() -> Schema<Broken<Self>> {
    Schema(name: "Spaced") { Field("full name", \.name) }
  }
}

/// A multi-choice of numbers, which no kind collects.
enum NumberChoices: BrokenKind {
  static func schema() -> Schema<Broken<Self>> {
    Schema(name: "Numbers") { Field("scores", \.scores) }
  }
}

/// An integer told to be an email.
enum WrongKind: BrokenKind {
  static func schema() -> Schema<Broken<Self>> {
    Schema(name: "WrongKind") { Field("count", \.count, kind: .email) }
  }
}

/// Another type that calls itself `User`.
enum ClaimsUser: BrokenKind {
  static func schema() -> Schema<Broken<Self>> {
    Schema(name: "User") { Field("name", \.name) }
  }
}
