import Foundation
import Testing

/// `onboard assign` end to end. The expected variants come from GrowthBook's
/// Python SDK 4.0 (`GrowthBook(attributes={"id": id}).run(Experiment(key=
/// "short-interests", variations=["control", "no-interests", "short-list"],
/// hashVersion=2))`), kept here as literals.
@Suite struct AssignCommandTests {
  static let signup = RunCommandTests.signup

  static let python: [(String, String)] = [
    ("u-1", "short-list"), ("u-2", "short-list"), ("kid-7", "control"), ("ü-9", "no-interests"),
    ("😀", "control"), ("user-12345", "short-list"), ("José", "control"), ("中文用户", "no-interests"),
    (String(repeating: "a", count: 40), "short-list"), ("0", "no-interests"),
  ]

  @Test func bulkAgreesWithGrowthBooksPythonSDK() throws {
    let file = try RunCommandTests.temporaryAnswers(Self.python.map(\.0).joined(separator: "\r\n") + "\n\n")
    let run = try OnboardBinary.run(["assign", Self.signup, "--experiment", "short-interests", "--ids", file])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout == Self.python.map { "\($0.0)\t\($0.1)\n" }.joined() + "\t-\n")
  }

  @Test func everyInputLineGetsOneOutputLineBlankOnesToo() throws {
    let run = try OnboardBinary.run(
      ["assign", Self.signup, "--experiment", "short-interests", "--ids", "-"], input: "u-1\n\nkid-7\r\n\r\n0"
    )
    #expect(
      run
        == .init(
          stdout: "u-1\tshort-list\n\t-\nkid-7\tcontrol\n\t-\n0\tno-interests\n", stderr: "", status: 0))
  }

  @Test func onePersonIsExplained() throws {
    let run = try OnboardBinary.run(["assign", Self.signup, "--user-id", "u-1", "--attr", "country=CA"])
    #expect(
      run
        == .init(
          stdout: """
            experiment 'signup-plan-first': variant 'control' (assigned: id=u-1 in bucket 0.4336)
            experiment 'short-interests': variant 'short-list' (assigned: id=u-1 in bucket 0.862)
            experiment 'warm-welcome': variant 'warm' (assigned: id=u-1 in bucket 0.5854)

            """, stderr: "", status: 0))
  }

  @Test func anAudienceThatDoesNotMatchIsTheReason() throws {
    let run = try OnboardBinary.run([
      "assign", Self.signup, "--user-id", "u-1", "--attr", "country=GB", "--json",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        #"{"userId":"u-1","experiments":[{"experiment":"signup-plan-first","hashAttribute":"id","hashValue":"u-1","#
          + #""inExperiment":false,"reason":"notInAudience","variant":"control"}"#))
  }

  @Test func onboardVariantsForcesAsRunDoes() throws {
    let forced = ["ONBOARD_VARIANTS": "short-interests=no-interests"]
    let one = try OnboardBinary.run(["assign", Self.signup, "--user-id", "u-1"], environment: forced)
    #expect(one.status == 0)
    #expect(one.stdout.contains("experiment 'short-interests': variant 'no-interests' (forced: id=u-1)"))
    let bulk = try OnboardBinary.run(
      ["assign", Self.signup, "--experiment", "short-interests", "--ids", "-"], environment: forced,
      input: "u-1\nkid-7\n")
    #expect(bulk.stdout == "u-1\tno-interests\nkid-7\tno-interests\n")
    #expect(
      bulk.stderr == "note: experiment 'short-interests' is forced to 'no-interests'; every id gets it\n")
    let bad = try OnboardBinary.run(
      ["assign", Self.signup, "--user-id", "u-1"], environment: ["ONBOARD_VARIANTS": "short-interests"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("error: ONBOARD_VARIANTS: forced variant 'short-interests' has no '='"))
  }

  @Test func anExperimentForcedTwiceIsTheSameErrorInBothForms() throws {
    let flags = try OnboardBinary.run([
      "assign", Self.signup, "--user-id", "u-1", "--variant", "short-interests=control", "--variant",
      "short-interests=short-list",
    ])
    let environment = try OnboardBinary.run(
      ["assign", Self.signup, "--user-id", "u-1"],
      environment: ["ONBOARD_VARIANTS": "short-interests=control,short-interests=short-list"])
    let message =
      "experiment 'short-interests' is forced twice ('control' and 'short-list'). To fix, keep one\n"
    #expect(flags.status == 2)
    #expect(flags.stderr.hasPrefix("error: --variant: " + message + "usage: onboard assign <flow> "))
    #expect(environment.status == 2)
    #expect(
      environment.stderr.hasPrefix("error: ONBOARD_VARIANTS: " + message + "usage: onboard assign <flow> "))
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", RunCommandTests.answers("adult"), "--user-id", "u-1", "--no-store",
      "--variant", "short-interests=control", "--variant", "short-interests=short-list",
    ])
    #expect(run.status == 2)
    #expect(run.stderr == "error: --variant: " + message + RunVariantTests.runUsage)
  }

  @Test func misuseIsAUsageError() throws {
    let both = try OnboardBinary.run([
      "assign", Self.signup, "--user-id", "u-1", "--experiment", "x", "--ids", "-",
    ])
    #expect(both.status == 2)
    let unknown = try OnboardBinary.run([
      "assign", Self.signup, "--experiment", "short-intrests", "--ids", "-",
    ])
    #expect(
      unknown
        == .init(
          stdout: "",
          stderr:
            "error: flow 'signup' has no experiment 'short-intrests'; did you mean 'short-interests'?\n",
          status: 2))
  }
}
