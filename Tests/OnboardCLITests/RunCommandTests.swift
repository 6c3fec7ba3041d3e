import Foundation
import Testing

/// `onboard run` end to end: the built binary, real flow files, exact output.
@Suite struct RunCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let signup = root.appendingPathComponent("Flows/signup.yaml").path
  /// The day the example flow's computed age is counted to (the answers
  /// files' ages are on that day: Ada, born 1989-12-10, is 36).
  static let now = "2026-06-01"
  static func answers(_ name: String) -> String {
    root.appendingPathComponent("Flows/answers/\(name).yaml").path
  }

  static func temporaryAnswers(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "answers-\(UUID().uuidString).yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func anAdult() throws {
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", Self.answers("adult"), "--user-id", "u-1", "--now", Self.now,
    ])
    #expect(
      run
        == .init(
          stdout: """
            {"id":"u-1","firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","age":36,\
            "birthDate":"1989-12-10","country":"GB","plan":"pro","interests":["design","engineering"],\
            "marketingOptIn":true,"referralCode":"ADA12345","howLikely":9,"acceptedTerms":true}

            """, stderr: "", status: 0))
  }

  @Test func aMinorThroughTheGuardianBranchWithTrace() throws {
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", Self.answers("minor"), "--user-id", "kid-7", "--trace", "--now",
      Self.now,
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains(#""guardianEmail":"parent@example.com""#))
    #expect(run.stdout.hasPrefix(#"{"id":"kid-7","firstName":"Sam""#))
    #expect(
      run.stderr.contains(
        #"trace: age → guardian: no 'next': the following step; its 'when' holds: {"age":{"$lt":18}}"#))
  }

  @Test func goingBackTwoStepsAndChangingAnAnswer() throws {
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", Self.answers("back-and-change"), "--user-id", "u-1", "--json",
      "--now", Self.now,
    ])
    #expect(run.status == 0)
    // The feedback step is skipped: no howLikely.
    #expect(
      run.stdout == """
        {"status":"completed","path":["name","contact/email","contact/country","age","plan","interests","feedback",\
        "terms","done"],"variants":{"short-interests":"short-list","warm-welcome":"warm"},"user":{"acceptedTerms":true,"age":36,"birthDate":"1989-12-10","country":"GB","email":"ada@example.com","firstName":"Ada",\
        "id":"u-1","interests":["engineering"],"lastName":"Lovelace","marketingOptIn":false,"plan":"team",\
        "referralCode":"ADA12345"}}

        """)
  }

  /// A value the flow's field refuses is an error at the value, before anything runs
  /// (it was `error: step 'name', field 'lastName': must not be empty` and `path: name`).
  @Test func everyProblemOfAStepIsListed() throws {
    let file = try Self.temporaryAnswers("firstName: Ada\nlastName: ''\nemail: ada@example.com\n")
    let run = try OnboardBinary.run(["run", Self.signup, "--answers", file, "--user-id", "u-1"])
    #expect(
      run
        == .init(
          stdout: "",
          stderr: """
            \(file):2:11: error: step 'name', field 'lastName': must not be empty
            lastName: ''
                      ^

            """, status: 1))
  }

  @Test func aRejectedRunListsAllProblems() throws {
    let file = try Self.temporaryAnswers(
      """
      firstName: Ada
      lastName: Lovelace
      email: ada@example.com
      country: XX
      birthDate: 2000-01-01
      plan: team
      interests: []
      marketingOptIn: no
      acceptedTerms: yes
      """)
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", file, "--user-id", "u-1", "--now", Self.now,
    ])
    #expect(
      run
        == .init(
          stdout: "",
          stderr: """
            error: step 'done': Team plans need at least one interest, so we can set up your workspace
            error: step 'contact/country', field 'country': 'XX' is not an ISO 3166-1 alpha-2 country code
            path: name → contact/email → contact/country → age → plan → interests → feedback → terms → done

            """, status: 1))
  }

  @Test(arguments: [
    (
      "emial: a@b.co\n",
      "FILE:1:1: error: unknown field 'emial' in the answers; did you mean 'email'?\nemial: a@b.co\n^\n"
    ),
    (
      "- a\n- b\n",
      "FILE:1:1: error: the answers must be a mapping of field: value, or have 'steps:'\n- a\n^\n"
    ),
    (
      "steps:\n  - { firstName: A, lastName: B }\n  - { plan: pro }\n",
      "error: step 'contact/email' does not ask for 'plan'; it asks for 'email'\npath: name → contact/email\n"
    ),
    (
      "steps:\n  - back\n",
      "error: no container handled 'back'; the chain was step 'name' → variant 'short-list' of experiment 'short-interests' → variant 'warm' of experiment 'warm-welcome' → flow 'signup'\npath: name\n"
    ),
    (
      "firstName: A\nlastName: B\n",
      "error: step 'contact/email', field 'email': is required\npath: name → contact/email\n"
    ),
  ])
  func badAnswersGetAPreciseErrorAndExit1(answers: String, stderr: String) throws {
    let file = try Self.temporaryAnswers(answers)
    let run = try OnboardBinary.run(["run", Self.signup, "--answers", file, "--user-id", "u-1"])
    let expected = stderr.replacingOccurrences(of: "FILE:", with: "\(file):")
    #expect(run == .init(stdout: "", stderr: expected, status: 1))
  }

  @Test func aScriptThatRunsPastTheEnd() throws {
    let adult = try String(contentsOfFile: Self.answers("back-and-change"), encoding: .utf8)
    let file = try Self.temporaryAnswers(adult + "  - back\n")
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", file, "--user-id", "u-1", "--now", Self.now,
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "error: the answers go on past the end of the run: item 14 of 14 comes after it completed\n"))
  }

  /// A computed field takes no answer: `age` is worked out from the birth date.
  @Test func anAnswerToAComputedFieldIsAnErrorAtIt() throws {
    let file = try Self.temporaryAnswers("firstName: Ada\nlastName: Lovelace\nage: 99\n")
    let run = try OnboardBinary.run([
      "run", Self.signup, "--answers", file, "--user-id", "u-1", "--now", Self.now,
    ])
    #expect(
      run
        == .init(
          stdout: "",
          stderr: """
            \(file):3:6: error: step 'age', field 'age': is worked out (compute: yearsSince(birthDate)), \
            not answered; leave it out
            age: 99
                 ^

            """, status: 1))
  }

  @Test func missingUserIDIsAUsageError() throws {
    let run = try OnboardBinary.run(["run", Self.signup, "--answers", Self.answers("adult")])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: missing"))
  }
}

/// `--variant` forces experiments' variants in headless runs.
@Suite struct RunVariantTests {
  @Test func aForcedVariantChangesThePath() throws {
    let run = try OnboardBinary.run([
      "run", RunCommandTests.signup, "--answers", RunCommandTests.answers("adult"), "--user-id", "u-1",
      "--now", RunCommandTests.now,
      "--variant", "signup-plan-first=plan-first", "--variant", "short-interests=control", "--json",
    ])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        #"{"status":"completed","path":["plan","name","contact/email","contact/country","age","interests","#
          + #""feedback","terms","done"],"#
          + #""variants":{"short-interests":"control","signup-plan-first":"plan-first","warm-welcome":"warm"}"#
      ))
  }

  static let runUsage =
    "usage: onboard run <flow> [--user-id <id>] [--attr <key=value> ...] [--variant <key=id> ...] [--out <file>] "
    + "[--plain] [--resume <session>] [--answers <file>] [--now <time>] [--json] [--trace] [--locale <tag>] [--db <path|url>] "
    + "[--events <file|->] [--no-store]\n"

  /// An unknown variant gets a suggestion, an unknown experiment the list of them; both the usage line.
  @Test(arguments: [
    (
      "short-interests=short-lst",
      "experiment 'short-interests' has no variant 'short-lst'; did you mean 'short-list'?"
    ),
    (
      "nope=x",
      "no experiment is called 'nope'; the experiments are 'signup-plan-first', 'short-interests', 'warm-welcome'"
    ),
  ])
  func anUnknownVariantIsAUsageError(variant: String, message: String) throws {
    let run = try OnboardBinary.run([
      "run", RunCommandTests.signup, "--answers", RunCommandTests.answers("adult"), "--user-id", "u-1",
      "--now", RunCommandTests.now,
      "--variant", variant,
    ])
    #expect(run == .init(stdout: "", stderr: "error: \(message)\n" + Self.runUsage, status: 2))
  }

  @Test func onboardVariantsForcesAndTheFlagWins() throws {
    let arguments = [
      "run", RunCommandTests.signup, "--answers", RunCommandTests.answers("adult"), "--user-id", "u-1",
      "--now", RunCommandTests.now,
      "--json",
    ]
    let environment = ["ONBOARD_VARIANTS": "short-interests=no-interests, signup-plan-first=plan-first"]
    let forced = try OnboardBinary.run(arguments, environment: environment)
    #expect(forced.status == 0)
    #expect(
      forced.stdout.contains(
        #""variants":{"short-interests":"no-interests","signup-plan-first":"plan-first","warm-welcome":"warm"}"#
      ))
    let flagWins = try OnboardBinary.run(
      arguments + ["--variant", "short-interests=control"], environment: environment)
    #expect(
      flagWins.stdout.contains(
        #""variants":{"short-interests":"control","signup-plan-first":"plan-first","warm-welcome":"warm"}"#))
    let bad = try OnboardBinary.run(arguments, environment: ["ONBOARD_VARIANTS": "short-interests"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("error: ONBOARD_VARIANTS: "))
  }
}
