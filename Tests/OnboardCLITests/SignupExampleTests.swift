import Foundation
import Testing

/// What `Flows/signup.yaml` shows beside its branches, end to end through the
/// built binary on the real flow file: the age worked out from the birth date
/// (`compute: yearsSince(birthDate)`, counting to `--now`), the skippable
/// feedback step, its rating and the terms' consent — headless and in plain
/// mode. (`Flows/signup.tests.yaml` has a case for each too; the wizard's
/// are in `WizardTmuxTests`.)
@Suite struct SignupExampleTests {
  /// The variants forced so the path is the base flow's whatever the id hashes to.
  static let control = [
    "--variant", "signup-plan-first=control", "--variant", "short-interests=control",
    "--variant", "warm-welcome=control",
  ]

  /// `onboard run` of the signup flow from `answers` (a script), with `extra` arguments.
  func run(_ answers: String, _ extra: [String] = []) throws -> OnboardBinary.Run {
    let path = try RunCommandTests.temporaryAnswers(answers)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", path, "--user-id", "u-1", "--no-store"] + Self.control
        + extra)
  }

  /// The User's JSON members of a run that printed one.
  func user(_ run: OnboardBinary.Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(object as? [String: Any], "\(run)")
  }

  /// Born 1989-12-10: 36 the day before the 37th birthday, 37 on it; every
  /// event carries the time of `--now`.
  @Test(arguments: [("2026-12-09", 36), ("2026-12-10", 37), ("2026-06-01T09:30:00Z", 36)])
  func theAgeIsWorkedOutFromTheBirthDateOnTheDayOfNow(now: String, age: Int) throws {
    let adult = RepositoryFiles.root.appendingPathComponent("Flows/answers/adult.yaml").path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("user.json").path
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", adult, "--user-id", "u-1", "--no-store"] + Self.control
        + ["--now", now, "--events", "-", "--out", out])
    #expect(run.status == 0, "\(run)")
    let user = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
    #expect(user["age"] as? Int == age)
    #expect(user["birthDate"] as? String == "1989-12-10")
    let time = now.count == 10 ? now + "T00:00:00.000Z" : now.replacingOccurrences(of: "Z", with: ".000Z")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count > 10)
    #expect(lines.allSatisfy { $0.contains(#""time":"\#(time)""#) }, "\(run.stdout)")
  }

  @Test func aNowThatIsNoTimeIsAUsageError() throws {
    let run = try self.run("steps: []\n", ["--now", "June"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--now"), "\(run)")
  }

  /// An adult's run up to the feedback step (each item a step's answers).
  static let upToTheFeedback = """
    steps:
      - { firstName: Ada, lastName: Lovelace }
      - { email: ada@example.com }
      - { country: GB }
      - { birthDate: 1989-12-10 }
      - { plan: free }
      - { interests: [] }

    """

  /// A run that skips the feedback step (its rating) and agrees to the terms.
  static let skippingTheFeedback = upToTheFeedback + "  - skip\n  - { acceptedTerms: yes }\n  - {}\n"

  @Test func skippingTheFeedbackStepLeavesTheRatingEmptyAndSendsStepSkipped() throws {
    let run = try self.run(
      Self.skippingTheFeedback, ["--now", "2026-06-01", "--events", "-", "--out", "/dev/null"])
    #expect(run.status == 0, "\(run)")
    let events = run.stdout.split(separator: "\n").map(String.init)
    let feedback = events.filter { $0.contains(#""step":"feedback""#) }
    #expect(feedback.count == 2, "\(feedback)")
    #expect(feedback.first?.contains(#""type":"step_viewed""#) == true)
    #expect(feedback.last?.contains(#""type":"step_skipped""#) == true)
    #expect(
      !events.contains { $0.contains(#""type":"step_completed""#) && $0.contains(#""step":"feedback""#) })
    // The terms' step_completed records the text agreed to.
    #expect(
      events.contains {
        $0.contains(#""type":"step_completed","step":"terms""#)
          && $0.contains(
            #""data":{"consent":{"acceptedTerms":"I agree to the terms of service and the privacy policy"}}"#)
      }, "\(events)")
  }

  @Test func aSkippedRatingIsLeftOutOfTheUser() throws {
    let run = try self.run(
      Self.skippingTheFeedback, ["--now", "2026-06-01"])
    #expect(run.status == 0, "\(run)")
    let user = try user(run)
    #expect(user["howLikely"] == nil)
    #expect(user["acceptedTerms"] as? Bool == true)
    #expect(user["age"] as? Int == 36)
  }

  @Test func termsNotAgreedToAreRefused() throws {
    let run = try self.run(Self.upToTheFeedback + "  - {}\n  - { acceptedTerms: no }\n")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("step 'terms', field 'acceptedTerms': must be agreed to"), "\(run)")
  }

  @Test(arguments: [("11", "must be at most 10"), ("-1", "must be at least 0")])
  func aRatingOffTheScaleIsRefused(rating: String, message: String) throws {
    let run = try self.run(Self.upToTheFeedback + "  - { howLikely: \(rating) }\n")
    #expect(run.status == 1)
    #expect(run.stderr.contains("step 'feedback', field 'howLikely': \(message)"), "\(run)")
  }

  /// A plain-mode run of the example (the control variants) on 2026-06-01, its lines from a pipe.
  private func plain(_ input: String) throws -> OnboardBinary.Run {
    try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--user-id", "u-1", "--plain", "--no-store", "--now", "2026-06-01"]
        + Self.control, input: input)
  }

  /// Plain mode, lines from a pipe: a rating off the scale and a 'no' to the
  /// terms are each refused and asked again; the age is never asked.
  @Test func plainModeRefusesAnOffScaleRatingAndANoToTheTerms() throws {
    let run = try plain("Ada\nLovelace\nada@example.com\nGB\n1989-12-10\npro\n\ndesign\nn\n11\n9\nn\ny\n")
    #expect(run.status == 0, "\(run)")
    let user = try user(run)
    #expect(user["age"] as? Int == 36)
    #expect(user["howLikely"] as? Int == 9)
    #expect(user["acceptedTerms"] as? Bool == true)
    #expect(!run.stderr.contains("\nAge"), "the age is computed, not asked: \(run.stderr)")
    #expect(run.stderr.contains("How likely are you to recommend us to a friend? [0-10]"), "\(run.stderr)")
    #expect(run.stderr.contains("must be at most 10"), "\(run.stderr)")
    #expect(run.stderr.contains("must be agreed to"), "\(run.stderr)")
  }

  @Test func plainModeSkipsTheFeedbackStep() throws {
    let run = try plain("Ada\nLovelace\nada@example.com\nGB\n1989-12-10\npro\n\ndesign\nn\n:skip\ny\n")
    #expect(run.status == 0, "\(run)")
    let user = try user(run)
    #expect(user["howLikely"] == nil)
    #expect(user["acceptedTerms"] as? Bool == true)
  }
}
