import Foundation
import OnboardKit
import OnboardReport
import OnboardStore
import Testing

/// A final step's cross-field rule counts as a failure of its own: real runs
/// of `Flows/signup.yaml` on the team plan with an empty list of interests,
/// which the final rule rejects.
@Suite struct RuleFailureTests {
  static let teamRule = "Team plans need at least one interest, so we can set up your workspace"

  /// The first `count` user ids that `short-interests` puts in `variant`.
  static func users(in variant: String, of flow: FlowDefinition, count: Int) -> [String] {
    let experiment = flow.experiments.first { $0.key == "short-interests" }
    return (0..<10_000).lazy.map { "rule-\($0)" }.filter { id in
      experiment.map { ExperimentAssigner.assign($0, userID: id).variantID == variant } ?? false
    }.prefix(count).map { $0 }
  }

  /// Runs `user` through the flow on the team plan with no interest chosen
  /// (and every other answer an adult gives); returns whether the run was rejected.
  static func run(_ user: String, runner: FlowRunner<User>, into sink: StoreEventSink) throws -> Bool {
    var state = FlowState<User>(userID: user, attributes: ["country": "GB"])
    let identity = RunIdentity(session: "s-\(user)", user: user, flow: "signup")
    try sink.write(runner.reduce(&state, .start), of: identity)
    let answers: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB",
      "birthDate": "1989-12-10", "plan": "team", "interests": .array([]), "marketingOptIn": true,
      "acceptedTerms": true,
    ]
    while state.status == .inProgress, let step = runner.currentStep(state) {
      for field in step.fields {
        if let value = answers[field.key] {
          try sink.write(runner.reduce(&state, .answer(field: field.key, value: value)), of: identity)
        }
      }
      try sink.write(runner.reduce(&state, .submit), of: identity)
      if state.status == .inProgress, runner.currentStep(state)?.id == step.id {
        Issue.record("step '\(step.id)' refused its answers: \(state.fieldErrors)")
        return false
      }
    }
    if case .rejected = state.status { return true }
    return false
  }

  @Test func aRejectingRuleIsCountedUnderItsMessage() throws {
    let flow = try StoreFixture.flow()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-rules-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("events.sqlite").path
    // 2026-06-01: Ada, born 1989-12-10, is 36 (the flow works the age out).
    let runner = FlowRunner<User>(flow: flow, clock: { Date(timeIntervalSince1970: 1_780_272_000) })
    let sink = StoreEventSink(store: try SQLiteStore(path: path))
    let asking = Self.users(in: "control", of: flow, count: 5)
    let skipping = Self.users(in: "no-interests", of: flow, count: 4)
    #expect(asking.count == 5 && skipping.count == 4)
    for user in asking { #expect(try Self.run(user, runner: runner, into: sink)) }
    for user in skipping { #expect(try !Self.run(user, runner: runner, into: sink)) }
    try sink.close()

    let store = try SQLiteStore(existingAt: path)
    let counts = try StoreAggregator(store: store).counts(
      flow: "signup", experiment: "short-interests", plan: ReportPlan(flow: flow))
    let variants = try #require(counts.experiments.first).variants
    let control = try #require(variants.first { $0.id == "control" })
    #expect(control.users == 5 && control.conversions == 0)
    let rule = try #require(control.fieldFailures.first { $0.rule != nil })
    #expect(rule.step == "done")
    #expect(rule.field == "")
    #expect(rule.rule == Self.teamRule)
    #expect(rule.failures == 5)
    #expect(rule.attempts == 5)
    // The `no-interests` arm never asks, and `$size` of a missing answer is
    // false in GrowthBook's language: the rule lets those runs through.
    let noInterests = try #require(variants.first { $0.id == "no-interests" })
    #expect(noInterests.users == 4 && noInterests.conversions == 4)
    #expect(noInterests.fieldFailures.isEmpty)

    let report = try analyze(counts, alpha: 0.05)
    let json = ReportFormat.json.render(report)
    #expect(json.contains(#""field": null"#))
    #expect(json.contains(#""rule": "Team plans need at least one interest"#))
    #expect(ReportFormat.table.render(report).contains("done: Team plans need at least one inte…  control"))
  }
}
