import OnboardCLI
import OnboardKit

/// A second model that calls itself `User`, as a team's might: registered next
/// to the built-in `User`, the tool must stop at start-up (exit 2) naming both
/// types. `OnboardCLITests.ModelClashEndToEndTests` runs this executable.
struct ClashingUser: Sendable, Hashable, Codable, Onboardable {
  var id: Identifier<ClashingUser>
  var name: String

  static let schema = Schema<ClashingUser>(name: "User") {
    Field("name", \.name)
  }

  static var idKeyPath: SendableKeyPath<ClashingUser, Identifier<ClashingUser>> { \.id }

  init(from partial: Partial<ClashingUser>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let name = reader.required(\.name, "name")
    try reader.finish()
    guard let id, let name else { throw reader.error }
    self.id = id
    self.name = name
  }
}

/// The one-file tool of docs/models.md, with two models of one name.
@main enum ModelClash {
  static func main() { OnboardCLI.main(models: [User.self, ClashingUser.self]) }
}
