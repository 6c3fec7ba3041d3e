import Foundation
import Testing

@testable import OnboardKit

/// The 73 `run` cases of GrowthBook's cross-SDK file
/// (`Fixtures/growthbook-run-cases.json`) through ``ExperimentAssigner``:
/// `[name, context, experiment, value, inExperiment, hashUsed]`.
///
/// Each experiment becomes an ``ExperimentDefinition`` for every field the
/// flow format has (key, seed, hashVersion — GrowthBook's inline default is
/// 1 —, hashAttribute, coverage, weights, namespace, condition as the
/// audience, `active: false` as a draft, `force` as a stopped experiment's
/// winner); the context's `forcedVariations` are the forced variants; the
/// variants' ids are their indexes. A case that needs what the flow format
/// has no field for is not applicable, for the reason ``reasonNotApplicable(_:_:)`` gives.
@Suite struct RunConformanceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let context: [String: JSONValue]
    let experiment: [String: JSONValue]
    let value: JSONValue
    let inExperiment: Bool
    let hashUsed: Bool
    var testDescription: String { name }
  }

  static let all: [Case] = (try? load()) ?? []

  static func load() throws -> [Case] {
    let url = try #require(
      Bundle.module.url(forResource: "growthbook-run-cases", withExtension: "json", subdirectory: "Fixtures"))
    let root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    return try #require(root.objectValue?["run"]?.arrayValue).map { row in
      let items = row.arrayValue ?? []
      return Case(
        name: items[0].stringValue ?? "", context: items[1].objectValue ?? [:],
        experiment: items[2].objectValue ?? [:], value: items[3], inExperiment: items[4] == .bool(true),
        hashUsed: items[5] == .bool(true))
    }
  }

  /// Why a case does not apply, or `nil` when it does.
  static func reasonNotApplicable(_ context: [String: JSONValue], _ experiment: [String: JSONValue])
    -> String?
  {
    if context["enabled"] == .bool(false) {
      return "a disabled SDK context: Onboard has no switch for all experiments"
    }
    if context["qaMode"] == .bool(true) { return "QA mode: Onboard has none (forced variants serve that)" }
    if context["url"] != nil { return "the URL query string override (?key=1): flows run outside a browser" }
    if experiment["filters"] != nil || experiment["ranges"] != nil {
      return "filters and ranges: the flow format has namespaces, not GrowthBook's newer filters"
    }
    if context["savedGroups"] != nil {
      return "saved groups ($inGroup): a flow's audience is written out in full"
    }
    if experiment["parentConditions"] != nil {
      return "prerequisite features: the flow format has no features"
    }
    if experiment["force"] != nil, experiment["condition"] != nil || experiment["coverage"] != nil {
      return "force after the audience and coverage: a winner goes to everyone"
    }
    return nil
  }

  static var applicable: [Case] { all.filter { reasonNotApplicable($0.context, $0.experiment) == nil } }

  /// The case's experiment as a flow's experiment.
  static func definition(_ json: [String: JSONValue]) -> ExperimentDefinition {
    let count = json["variations"]?.arrayValue?.count ?? 0
    let weights = json["weights"]?.arrayValue?.compactMap(\.numberValue)
    let variants = (0..<count).map { index in
      VariantDefinition(id: String(index), weight: weights.flatMap { $0.count == count ? $0[index] : nil })
    }
    var experiment = ExperimentDefinition(
      key: json["key"]?.stringValue ?? "", seed: json["seed"]?.stringValue,
      hashVersion: Int(json["hashVersion"]?.numberValue ?? 1),
      hashAttribute: json["hashAttribute"]?.stringValue ?? "id", coverage: json["coverage"]?.numberValue ?? 1,
      audience: json["condition"].map { Condition($0) }, variants: variants)
    if let items = json["namespace"]?.arrayValue, items.count == 3, let id = items[0].stringValue,
      let start = items[1].numberValue, let end = items[2].numberValue
    {
      experiment.namespace = ExperimentNamespace(id: id, start: start, end: end)
    }
    if json["active"] == .bool(false) { experiment.status = .draft }
    if let force = json["force"]?.numberValue {
      experiment.status = .stopped
      experiment.winner = String(Int(force))
    }
    return experiment
  }

  @Test func readsEveryCase() {
    #expect(Self.all.count == 73)
    #expect(Self.applicable.count == 57)
  }

  @Test(arguments: applicable)
  func run(_ vector: Case) {
    let experiment = Self.definition(vector.experiment)
    let forced = (vector.context["forcedVariations"]?.objectValue ?? [:]).compactMapValues { value in
      value.numberValue.map { String(Int($0)) }
    }
    let assignment = ExperimentAssigner.assign(
      experiment, userID: "", attributes: vector.context["attributes"]?.objectValue ?? [:], forced: forced)
    let variations = vector.experiment["variations"]?.arrayValue ?? []
    #expect(variations.indices.contains(assignment.variantIndex))
    #expect(variations[assignment.variantIndex] == vector.value)
    #expect(assignment.inExperiment == vector.inExperiment)
    #expect(assignment.hashUsed == vector.hashUsed)
  }
}
