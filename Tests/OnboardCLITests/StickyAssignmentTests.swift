import Foundation
import Testing

/// Sticky assignment end to end: `onboard run` stores each person's first
/// assignment and later runs reuse it whatever the weights become;
/// `onboard assign` says `sticky`; `--no-store` falls back to the hash; a
/// stored variant the flow no longer has gives the base flow and is listed
/// by the report.
@Suite struct StickyAssignmentTests {
  static func flow(control: Double, treatment: Double, treatmentID: String = "treatment") -> String {
    """
    flow: ramp
    model: User
    steps:
      - id: name
        title: Who are you?
        fields: [firstName, lastName]
      - id: done
        title: All set
        final: true
        fields: [email, country, plan, marketingOptIn]
    experiments:
      - key: ramp
        variants:
          - { id: control, weight: \(control) }
          - id: \(treatmentID)
            weight: \(treatment)
            overrides:
              name: { title: Hello there }

    """
  }

  static let answers = """
    firstName: Ada
    lastName: Lovelace
    email: ada@example.com
    country: GB
    plan: pro
    marketingOptIn: no

    """

  private func variant(_ flow: String, _ user: String, _ extra: [String]) throws -> String {
    let answers = try RepositoryFiles.temporaryFlow(Self.answers, name: "answers.yaml")
    defer { RepositoryFiles.remove(answers) }
    let run = try OnboardBinary.run(["run", flow, "--answers", answers, "--user-id", user, "--json"] + extra)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return (object?["variants"] as? [String: String])?["ramp"] ?? "-"
  }

  private func assign(_ flow: String, _ user: String, _ extra: [String]) throws -> String {
    let run = try OnboardBinary.run(["assign", flow, "--user-id", user] + extra)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout
  }

  @Test func aRampFromTenToFiftyPercentKeepsEveryRunnerInTheirVariant() throws {
    let folder = try RepositoryFiles.temporaryFlow("", name: "placeholder")
    defer { RepositoryFiles.remove(folder) }
    let db = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("events.sqlite")
      .path
    let ten = try RepositoryFiles.temporaryFlow(Self.flow(control: 0.9, treatment: 0.1))
    defer { RepositoryFiles.remove(ten) }
    let fifty = try RepositoryFiles.temporaryFlow(Self.flow(control: 0.5, treatment: 0.5))
    defer { RepositoryFiles.remove(fifty) }
    let users = (0..<16).map { "ramp-\($0)" }
    let first = try users.map { try variant(ten, $0, ["--db", db]) }
    var moved = 0
    for (user, old) in zip(users, first) {
      #expect(try variant(fifty, user, ["--db", db]) == old, "\(user)")
      if try variant(fifty, user, ["--no-store"]) != old { moved += 1 }
    }
    // Without the store the hash moves some of them: the test can fail.
    #expect(moved > 0)
    let text = try assign(fifty, users[0], ["--db", db])
    #expect(text.hasPrefix("experiment 'ramp': variant '\(first[0])' (sticky: id=\(users[0]) in bucket "))
    #expect(try assign(fifty, users[0], ["--no-store"]).contains("(assigned: id="))
    // A person never stored is assigned by the hash.
    #expect(try assign(fifty, "nobody", ["--db", db]).contains("(assigned: id=nobody"))
  }

  @Test func aStoredVariantThatIsGoneGivesTheBaseFlowAndTheReportSaysSo() throws {
    let folder = try RepositoryFiles.temporaryFlow("", name: "placeholder")
    defer { RepositoryFiles.remove(folder) }
    let db = URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("events.sqlite")
      .path
    let all = try RepositoryFiles.temporaryFlow(Self.flow(control: 0, treatment: 1))
    defer { RepositoryFiles.remove(all) }
    let renamed = try RepositoryFiles.temporaryFlow(
      Self.flow(control: 0, treatment: 1, treatmentID: "treatment-2"))
    defer { RepositoryFiles.remove(renamed) }
    #expect(try variant(all, "u-1", ["--db", db]) == "treatment")
    // Out of the experiment: the base flow, no variant.
    #expect(try variant(renamed, "u-1", ["--db", db]) == "-")
    #expect(
      try assign(renamed, "u-1", ["--db", db])
        .hasPrefix("experiment 'ramp': the base flow (stickyVariantRemoved: id=u-1 in bucket "))
    let report = try OnboardBinary.run(["report", renamed, "--db", db, "--format", "json"])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(
      report.stdout.contains(
        "1 person is stored in variant 'treatment' of experiment 'ramp', which the flow no longer has; "
          + "they get the base flow (reason stickyVariantRemoved)"))
  }
}
