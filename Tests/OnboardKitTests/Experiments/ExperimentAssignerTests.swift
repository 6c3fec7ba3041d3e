import Testing

@testable import OnboardKit

/// One reason per test, and assignments cross-checked with GrowthBook's SDK.
@Suite struct ExperimentAssignerTests {
  static let copy = ExperimentDefinition(
    key: "signup-copy", variants: [VariantDefinition(id: "control"), VariantDefinition(id: "short")])

  static func copy(_ change: (inout ExperimentDefinition) -> Void) -> ExperimentDefinition {
    var experiment = copy
    change(&experiment)
    return experiment
  }

  struct Expectation: Sendable, CustomTestStringConvertible {
    let label: String
    let experiment: ExperimentDefinition
    let userID: String
    let attributes: [String: JSONValue]
    let variantIndex: Int
    let bucket: Double?
    var testDescription: String { "\(label), \(userID)" }

    init(
      _ label: String, _ experiment: ExperimentDefinition, _ userID: String,
      _ attributes: [String: JSONValue] = [:], variant: Int, bucket: Double?
    ) {
      self.label = label
      self.experiment = experiment
      self.userID = userID
      self.attributes = attributes
      self.variantIndex = variant
      self.bucket = bucket
    }
  }

  /// Produced by GrowthBook's Python SDK 4.0.0:
  /// `GrowthBook(attributes={"id": userID, ...}).run(Experiment(key="signup-copy",
  /// hashVersion=2, variations=[0, 1], ...))` → `variationId`, `bucket`
  /// (`bucket` is None when the person is out of the experiment).
  static let growthBookRuns: [Expectation] = [
    Expectation("50/50", copy, "user-1", variant: 1, bucket: 0.5342),
    Expectation("50/50", copy, "user-2", variant: 1, bucket: 0.9081),
    Expectation("50/50", copy, "user-4", variant: 0, bucket: 0.2926),
    Expectation("50/50", copy, "用户", variant: 0, bucket: 0.453),
    Expectation("50/50", copy, "😀", variant: 1, bucket: 0.5162),
    Expectation("hash v1", copy { $0.hashVersion = 1 }, "user-2", variant: 1, bucket: 0.913),
    Expectation("seed, 0.2/0.3/0.5", weighted, "user-1", variant: 2, bucket: 0.5086),
    Expectation("seed, 0.2/0.3/0.5", weighted, "user-2", variant: 1, bucket: 0.4072),
    Expectation("seed, 0.2/0.3/0.5", weighted, "user-4", variant: 1, bucket: 0.2074),
    Expectation("coverage 0.1", copy { $0.coverage = 0.1 }, "user-1", variant: 1, bucket: 0.5342),
    Expectation("coverage 0.1", copy { $0.coverage = 0.1 }, "user-7", variant: 0, bucket: 0.0134),
    Expectation("coverage 0.1", copy { $0.coverage = 0.1 }, "user-2", variant: 0, bucket: nil),
    Expectation("namespace", namespaced, "user-3", variant: 1, bucket: 0.7116),
    Expectation("namespace", namespaced, "user-2", variant: 0, bucket: nil),
    Expectation("company 42", byCompany, "x", ["company": 42], variant: 0, bucket: 0.0515),
    Expectation("company 1.5", byCompany, "x", ["company": .number(1.5)], variant: 1, bucket: 0.6429),
    Expectation("company 1e21", byCompany, "x", ["company": .number(1e21)], variant: 0, bucket: 0.489),
    Expectation("company 0", byCompany, "x", ["company": 0], variant: 0, bucket: nil),
    Expectation("company true", byCompany, "x", ["company": true], variant: 0, bucket: nil),
  ]

  static let weighted = ExperimentDefinition(
    key: "signup-copy", seed: "s-2024",
    variants: [
      VariantDefinition(id: "a", weight: 0.2), VariantDefinition(id: "b", weight: 0.3),
      VariantDefinition(id: "c", weight: 0.5),
    ])
  static let namespaced = copy { $0.namespace = ExperimentNamespace(id: "onboarding", start: 0, end: 0.5) }
  static let byCompany = copy { $0.hashAttribute = "company" }

  @Test(arguments: growthBookRuns)
  func agreesWithGrowthBook(_ run: Expectation) {
    let assignment = ExperimentAssigner.assign(run.experiment, userID: run.userID, attributes: run.attributes)
    #expect(assignment.variantIndex == run.variantIndex)
    #expect(assignment.inExperiment == (run.bucket != nil))
    #expect(assignment.hashUsed == (run.bucket != nil))
    if run.bucket != nil { #expect(assignment.bucket == run.bucket) }
  }

  @Test func assigned() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "user-1")
    #expect(
      assignment
        == Assignment(
          experimentKey: "signup-copy", variantIndex: 1, variantID: "short", inExperiment: true,
          hashUsed: true,
          hashAttribute: "id", hashValue: "user-1", bucket: 0.5342, reason: .assigned))
    #expect(assignment.logsExposure)
  }

  @Test func forced() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "user-4", forced: ["signup-copy": "short"])
    #expect(assignment.reason == .forced)
    #expect(assignment.variantID == "short")
    #expect(assignment.inExperiment && !assignment.hashUsed && !assignment.logsExposure)
  }

  /// Forcing beats every other rule, even a draft or a missing id.
  @Test func forcedBeforeStatusAndHashAttribute() {
    let draft = Self.copy { $0.status = .draft }
    #expect(ExperimentAssigner.assign(draft, userID: "", forced: ["signup-copy": "short"]).variantIndex == 1)
  }

  /// As in GrowthBook, a forced variant the experiment lacks gives the base, out.
  @Test func forcedUnknownVariant() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "user-1", forced: ["signup-copy": "long"])
    #expect(assignment.reason == .forced)
    #expect(assignment.variantIndex == 0 && assignment.variantID == "control" && !assignment.inExperiment)
  }

  @Test func forcedOtherExperimentIsIgnored() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "user-1", forced: ["pricing": "annual"])
    #expect(assignment.reason == .assigned)
  }

  @Test func draftIsNotRunning() {
    let assignment = ExperimentAssigner.assign(Self.copy { $0.status = .draft }, userID: "user-1")
    #expect(assignment.reason == .notRunning)
    #expect(assignment.variantIndex == 0 && !assignment.inExperiment && !assignment.logsExposure)
  }

  @Test func stoppedWithoutWinnerIsNotRunning() {
    let assignment = ExperimentAssigner.assign(Self.copy { $0.status = .stopped }, userID: "user-1")
    #expect(assignment.reason == .notRunning && assignment.variantIndex == 0)
  }

  @Test func stoppedWithUnknownWinnerIsNotRunning() {
    let experiment = Self.copy {
      $0.status = .stopped
      $0.winner = "shrot"
    }
    #expect(ExperimentAssigner.assign(experiment, userID: "user-1").reason == .notRunning)
  }

  @Test func fewerThanTwoVariantsIsNotRunning() {
    let single = Self.copy { $0.variants = [VariantDefinition(id: "control")] }
    #expect(ExperimentAssigner.assign(single, userID: "user-1").reason == .notRunning)
    let empty = Self.copy { $0.variants = [] }
    let assignment = ExperimentAssigner.assign(empty, userID: "user-1", forced: ["signup-copy": "short"])
    #expect(assignment.reason == .notRunning && assignment.variantID == nil)
  }

  /// The winner goes to everyone, even people the audience or a missing id would leave out.
  @Test func stoppedWinner() {
    let experiment = Self.copy {
      $0.status = .stopped
      $0.winner = "short"
      $0.audience = Condition(.object(["country": "FR"]))
    }
    let assignment = ExperimentAssigner.assign(experiment, userID: "")
    #expect(assignment.reason == .stoppedWinner)
    #expect(assignment.variantID == "short" && !assignment.inExperiment && !assignment.logsExposure)
  }

  @Test func emptyUserIDHasNoHashAttribute() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "")
    #expect(assignment.reason == .noHashAttribute && assignment.variantIndex == 0 && !assignment.inExperiment)
  }

  @Test func missingHashAttribute() {
    #expect(ExperimentAssigner.assign(Self.byCompany, userID: "user-1").reason == .noHashAttribute)
    let empty = ExperimentAssigner.assign(Self.byCompany, userID: "user-1", attributes: ["company": ""])
    #expect(empty.reason == .noHashAttribute)
    let null = ExperimentAssigner.assign(Self.byCompany, userID: "user-1", attributes: ["company": .null])
    #expect(null.reason == .noHashAttribute)
  }

  /// `id` in the attributes wins over the user id.
  @Test func idAttributeWins() {
    let assignment = ExperimentAssigner.assign(Self.copy, userID: "user-4", attributes: ["id": "user-1"])
    #expect(assignment.hashValue == "user-1" && assignment.bucket == 0.5342)
  }

  @Test func notInNamespace() {
    let assignment = ExperimentAssigner.assign(Self.namespaced, userID: "user-2")
    #expect(assignment.reason == .notInNamespace && assignment.bucket == nil && !assignment.inExperiment)
  }

  @Test func notInAudience() {
    let experiment = Self.copy { $0.audience = Condition(.object(["country": "FR"])) }
    let out = ExperimentAssigner.assign(experiment, userID: "user-1", attributes: ["country": "DE"])
    #expect(out.reason == .notInAudience && out.variantIndex == 0 && !out.inExperiment)
    let inside = ExperimentAssigner.assign(experiment, userID: "user-1", attributes: ["country": "FR"])
    #expect(inside.reason == .assigned)
  }

  /// The audience sees the user id as `id` when the attributes have none.
  @Test func audienceSeesUserID() {
    let experiment = Self.copy { $0.audience = Condition(.object(["id": .object(["$regex": "^user-"])])) }
    #expect(ExperimentAssigner.assign(experiment, userID: "user-1").reason == .assigned)
    #expect(ExperimentAssigner.assign(experiment, userID: "guest-1").reason == .notInAudience)
  }

  /// Namespace is decided before the audience, as in GrowthBook's `run`.
  @Test func namespaceBeforeAudience() {
    var experiment = Self.namespaced
    experiment.audience = Condition(.object(["country": "FR"]))
    #expect(ExperimentAssigner.assign(experiment, userID: "user-2").reason == .notInNamespace)
  }

  @Test func notCovered() {
    let assignment = ExperimentAssigner.assign(Self.copy { $0.coverage = 0.1 }, userID: "user-2")
    #expect(assignment.reason == .notCovered)
    #expect(assignment.variantIndex == 0 && !assignment.inExperiment && !assignment.hashUsed)
    #expect(assignment.bucket == 0.9081)
  }

  @Test func unknownHashVersion() {
    let assignment = ExperimentAssigner.assign(Self.copy { $0.hashVersion = 3 }, userID: "user-1")
    #expect(
      assignment.reason == .unknownHashVersion && assignment.variantIndex == 0 && !assignment.inExperiment)
  }
}
