import Foundation
import Testing

@testable import OnboardKit

/// The typed registry: every problem of a model is refused when the registry
/// is built, with a message naming the types, and a flow opens its own type.
@Suite struct ModelRegistryTests {
  @Test func keepsTheTypesInOrderAndTheirSchemasByName() throws {
    let models = try ModelRegistry([Dog.self, User.self])
    #expect(models.models.map(\.name) == ["Dog", "User"])
    #expect(models.names == ["Dog", "User"])
    #expect(models.schema(named: "Dog")?.fields.map(\.name) == ["name", "tricks", "homepage", "fee"])
    #expect(try ModelRegistry.builtIn.adding(Dog.self) == ModelRegistry([User.self, Dog.self]))
    #expect(ModelRegistry.builtIn.names == ["User"])
  }

  @Test func registeringATypeTwiceKeepsOne() throws {
    #expect(try ModelRegistry([User.self, User.self]).models.count == 1)
  }

  @Test func twoTypesWithOneNameAreRefusedNamingBoth() {
    #expect(throws: ModelRegistryError.self) { try ModelRegistry([User.self, Broken<ClaimsUser>.self]) }
    do {
      _ = try ModelRegistry([User.self, Broken<ClaimsUser>.self])
    } catch {
      #expect(
        error.description
          == "two models are named 'User': OnboardKit.User and OnboardKitTests.Broken<OnboardKitTests.ClaimsUser>; "
          + "give one another name with Schema(name:) or register only one")
    }
  }

  @Test(arguments: [
    (
      Broken<NamedTwice>.self as any RunnableModel.Type,
      "the schema of model 'Twice' (OnboardKitTests.Broken<OnboardKitTests.NamedTwice>) cannot be collected: "
        + "field 'name' is declared twice; fields 'name' and 'name' write the same key path"
    ),
    (
      Broken<SpacedName>.self,
      "the schema of model 'Spaced' (OnboardKitTests.Broken<OnboardKitTests.SpacedName>) cannot be collected: "
        + "field name 'full name' cannot be written in a flow's 'key:'"
    ),
    (
      Broken<NumberChoices>.self,
      "the schema of model 'Numbers' (OnboardKitTests.Broken<OnboardKitTests.NumberChoices>) cannot be collected: "
        + "field 'scores': a multi-choice holds String or String-backed enum values, not Int"
    ),
    (
      Broken<WrongKind>.self,
      "the schema of model 'WrongKind' (OnboardKitTests.Broken<OnboardKitTests.WrongKind>) cannot be collected: "
        + "field 'count': kind email cannot hold a Int (its kind is integer)"
    ),
  ])
  func aSchemaThatCannotBeCollectedIsRefusedWhenTheRegistryIsBuilt(
    model: any RunnableModel.Type, message: String
  ) {
    do {
      _ = try ModelRegistry([User.self, model])
      Issue.record("the registry took \(model)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aFlowOfAnUnknownModelListsTheModelsAndSuggestsOne() throws {
    let models = try ModelRegistry([Dog.self, User.self])
    let flow = FlowDefinition(name: "adopt", model: "Dogs", steps: [])
    #expect(throws: ModelRegistryError.unknownModel("Dogs", known: ["Dog", "User"], suggestion: "Dog")) {
      try models.model(of: flow)
    }
    #expect(
      ModelRegistryError.unknownModel("Dogs", known: ["Dog", "User"], suggestion: "Dog").description
        == "unknown model 'Dogs'; the models are Dog, User; did you mean 'Dog'?")
  }

  /// Names the type it is opened with.
  private struct NameOfType: ModelOpener {
    func open<Model: RunnableModel>(_ model: Model.Type) -> String { String(describing: model) }
  }

  @Test func aFlowOpensItsOwnType() throws {
    let models = try ModelRegistry([Dog.self, User.self])
    #expect(try models.open(FlowDefinition(name: "a", model: "Dog", steps: []), with: NameOfType()) == "Dog")
    #expect(
      try models.open(FlowDefinition(name: "b", model: "User", steps: []), with: NameOfType()) == "User")
  }

  @Test func aRunnerRefusesAFlowOfAnotherModel() {
    let flow = FlowDefinition(name: "adopt", model: "Dog", steps: [])
    #expect(throws: RunnerError.wrongModel(flow: "adopt", builds: "Dog", runner: "User")) {
      try FlowRunner<User>(checking: flow)
    }
    #expect(
      RunnerError.wrongModel(flow: "adopt", builds: "Dog", runner: "User").description
        == "flow 'adopt' builds Dog, not User; run it with FlowRunner<Dog>, or open it through a ModelRegistry that has Dog"
    )
  }

  @Test func anEnumMultiChoiceOffersTheEnumsValuesAndRoundTrips() throws {
    let tricks = try #require(Dog.schema.field(named: "tricks"))
    #expect(tricks.kind == .multiChoice)
    #expect(tricks.allowedValues == ["sit", "roll", "fetch"])
    var partial = Partial<Dog>()
    #expect(tricks.store(&partial, .choices(["roll", "sit"])))
    #expect(try partial.value(for: \.tricks) == [.roll, .sit])
    #expect(tricks.load(partial) == .choices(["roll", "sit"]))
    #expect(!tricks.store(&partial, .choices(["jump"])))
  }

  @Test func aURLIsTextWithASchemeAndADecimalANumber() throws {
    let homepage = try #require(Dog.schema.field(named: "homepage"))
    let fee = try #require(Dog.schema.field(named: "fee"))
    #expect(homepage.kind == .url && !homepage.isRequired)
    #expect(fee.kind == .number)
    var partial = Partial<Dog>()
    #expect(homepage.store(&partial, .text("https://dogs.example/rex")))
    #expect(partial.value(for: \.homepage) == URL(string: "https://dogs.example/rex"))
    #expect(!homepage.store(&partial, .text("not a url")))
    #expect(fee.store(&partial, .number(12.5)))
    #expect(partial.value(for: \.fee) == Decimal(string: "12.5"))
    #expect(fee.load(partial) == .number(12.5))
  }
}
