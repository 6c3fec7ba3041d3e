import Testing

/// A tool given two models of one name (`Tests/Fixtures/onboard-model-clash`:
/// `OnboardCLI.main(models: [User.self, ClashingUser.self])`, both called
/// `User`) refuses to start: a usage error naming both types, before any command.
@Suite struct ModelClashEndToEndTests {
  private static let message =
    "error: two models are named 'User': OnboardKit.User and onboard_model_clash.ClashingUser; "
    + "give one another name with Schema(name:) or register only one\n"

  @Test(arguments: [["check", "Flows/signup.yaml"], ["--help"], ["schema"], []])
  func twoModelsOfOneNameStopTheToolWithExit2(arguments: [String]) throws {
    let run = try OnboardBinary.run(arguments, executable: "onboard-model-clash")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr == Self.message, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
  }
}
