import Foundation
import OnboardKit
import Testing

@testable import OnboardCLI

/// The tool's models reach every command, and a flow of a model the tool was
/// not given fails at its `model:` line. (Examples/CustomModel's tool, run by
/// Scripts/check-example.sh, runs every command for a model of its own.)
@Suite struct ModelCommandsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A second model, only for these tests.
  struct Visitor: RunnableModel {
    var id: Identifier<Visitor>
    var nickname: String
    static let schema = Schema<Visitor> { Field("nickname", \.nickname) }
    static var idKeyPath: SendableKeyPath<Visitor, Identifier<Visitor>> { \.id }
    init(from partial: Partial<Visitor>) throws(ModelError) {
      var reader = ModelBuilder(partial)
      let id = reader.required(\.id, "id")
      let nickname = reader.required(\.nickname, "nickname")
      guard let id, let nickname else { throw reader.error }
      self.id = id
      self.nickname = nickname
    }
  }

  @Test func everyCommandGetsTheToolsModels() throws {
    let models = try ModelRegistry([Visitor.self, User.self])
    let parser = CommandParser(root: OnboardCommand.self, models: models)
    let run = try #require(try parser.parse(["run", "a.yaml"]) as? RunCommand)
    #expect(run.models == models)
    let check = try #require(try parser.parse(["check", "a.yaml"]) as? CheckCommand)
    #expect(check.models == models)
    let schema = try #require(try parser.parse(["schema"]) as? SchemaCommand)
    #expect(schema.models.names == ["User", "Visitor"])
  }

  @Test func theSchemaNamesEveryModelAndItsFields() throws {
    let document = FlowJSONSchema.document(models: try ModelRegistry([Visitor.self, User.self]))
    let text = document.canonicalText()
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let model = (object?["properties"] as? [String: Any])?["model"] as? [String: Any]
    #expect(model?["enum"] as? [String] == ["User", "Visitor"])
    #expect(text.contains("nickname"))
  }

  @Test func aFlowOfAModelTheToolLacksIsAnErrorAtItsModelLine() throws {
    let member = Self.root.appendingPathComponent("Examples/CustomModel/Flows/member.yaml").path
    let run = try OnboardBinary.run(["check", member])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        """
        \(member):6:8: error: unknown model 'Member'; the models are User
        model: Member
               ^
        """))
  }
}
