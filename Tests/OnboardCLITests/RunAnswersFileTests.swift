import Foundation
import Testing

/// `onboard run --answers FILE`: every problem of the answers file at its
/// place, all in one go, and nothing run (so nothing written) while there is one.
@Suite struct RunAnswersFileTests {
  private func run(_ answers: String, _ extra: [String] = []) throws -> (OnboardBinary.Run, String) {
    let file = try RunCommandTests.temporaryAnswers(answers)
    let result = try OnboardBinary.run(
      [
        "run", RunCommandTests.signup, "--answers", file, "--user-id", "u-1", "--no-store", "--now",
        RunCommandTests.now,
      ]
        + extra)
    return (result, file)
  }

  /// The old binary printed one error (`unknown field 'emial'`), without a position.
  @Test func threeTyposAreThreePositionedErrors() throws {
    let (result, file) = try run(
      """
      firstNme: Ada
      lastName: Lovelace
      emial: ada@example.com
      country: GB
      referalCode: ADA12345

      """)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            \(file):1:1: error: unknown field 'firstNme' in the answers; did you mean 'firstName'?
            firstNme: Ada
            ^
            \(file):3:1: error: unknown field 'emial' in the answers; did you mean 'email'?
            emial: ada@example.com
            ^
            \(file):5:1: error: unknown field 'referalCode' in the answers; did you mean 'referralCode'?
            referalCode: ADA12345
            ^

            """, status: 1))
  }

  /// The old binary stopped at the first (`step 'name', field 'firstName': must not be empty`).
  /// What only the model can judge (`country: XX`, not an assigned code) is the
  /// final step's to say, once the file's values are right.
  @Test func everyBadAnswerIsListedBeforeTheRun() throws {
    let events = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID()).jsonl").path
    let (result, file) = try run(
      """
      firstName: ''
      lastName: Lovelace
      email: ada-example.com
      country: XX
      birthDate: someday
      plan: gold
      interests: [design, cooking]

      """, ["--events", events])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(file) }
    #expect(
      lines
        == [
          "\(file):1:12: error: step 'name', field 'firstName': must not be empty",
          "\(file):3:8: error: step 'contact/email', field 'email': not a valid email address: no '@'",
          "\(file):5:12: error: step 'age', field 'birthDate': 'someday' is not a date written YYYY-MM-DD",
          "\(file):6:7: error: step 'plan', field 'plan': 'gold' is not one of the options ('free', 'pro', 'team')",
          "\(file):7:12: error: step 'interests', field 'interests': 'cooking' is not one of the options ('design', 'engineering', 'marketing', 'sales')",
        ].map { Substring($0) })
    #expect(!result.stderr.contains("path:"))
    let written = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
    #expect(written.isEmpty, "nothing runs, so no event is written")
  }

  /// A scripted run's answers are checked item by item, at the value.
  @Test func badValuesInAStepsScriptAreAtTheirItem() throws {
    let (result, file) = try run(
      """
      steps:
        - { firstName: Ada, lastName: Lovelace }
        - { email: ada@example.com }
        - { country: GB }
        - { birthDate: 1850-01-01 }
        - back
        - { birthDate: 2030-01-01 }

      """)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            \(file):5:18: error: step 'age', field 'birthDate': must be at least 1900-01-01
              - { birthDate: 1850-01-01 }
                             ^
            \(file):7:18: error: step 'age', field 'birthDate': must be at most 2026-12-31
              - { birthDate: 2030-01-01 }
                             ^

            """, status: 1))
  }

  /// The old binary ran `!!python/object:os.system` as the text "Ada" and exited 0.
  @Test(arguments: ["!!python/object:os.system Ada", "!!binary QWRh", "!custom Ada"])
  func aTagOutsideTheCoreSchemaIsRefused(value: String) throws {
    let adult = try String(contentsOfFile: RunCommandTests.answers("adult"), encoding: .utf8)
    let tagged = adult.replacingOccurrences(of: "firstName: Ada", with: "firstName: \(value)")
    let (result, file) = try run(tagged)
    let tag = String(value.split(separator: " ")[0])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "\(file):3:12: error: unknown tag '\(tag)'; an answers file takes only the core schema's tags"
      ), "\(result.stderr)")
  }

  /// A core-schema tag that fits its value is fine; the run completes.
  @Test func aFittingCoreTagIsAccepted() throws {
    let adult = try String(contentsOfFile: RunCommandTests.answers("adult"), encoding: .utf8)
    let tagged = adult.replacingOccurrences(of: "howLikely: 9", with: "howLikely: !!int 9")
    #expect(tagged != adult)
    let (result, _) = try run(tagged)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""howLikely":9"#))
  }
}
