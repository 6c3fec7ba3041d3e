import Foundation
import OnboardKit
import OnboardReport
import OnboardStore

extension ReportCommand {
  /// `--verify`: the report's numbers from the rollups against a recount
  /// from the events (the counts and every metric's sums), from the
  /// tallies and, where the store keeps them, from the per-person rollups
  /// too; each number that differs on stderr, then exit 1 with what to run.
  ///
  /// - Throws: ``CommandFailure`` when a number differs; ``StoreError`` and
  ///   ``ReportError`` as the report does.
  func verify(
    _ counts: FlowCounts, store: any EventStore, flow: String, plan: ReportPlan?, definition: FlowDefinition?
  ) throws {
    guard store.keepsRollups else {
      Console.writeLine(
        "verify: \(store.location) keeps no rollups (schema version \(store.schemaVersion)); "
          + "the report counted from the events", to: .error)
      return
    }
    let recount = try StoreAggregator(store: store, forcesEvents: true).counts(
      flow: flow, experiment: experiment, plan: plan)
    let events = try metrics(MetricQuery(store: store, forcesEvents: true), counts, flow: flow, definition)
    var differences =
      try Self.differences(counts, recount)
      + Self.differences(metrics(MetricQuery(store: store), counts, flow: flow, definition), events)
    if store.keepsTallies {
      // The counts above came from the tallies; the per-person rollups they are kept from are checked too.
      var rollups = StoreAggregator(store: store)
      rollups.skipsTallies = true
      let perPerson =
        try Self.differences(rollups.counts(flow: flow, experiment: experiment, plan: plan), recount)
        + Self.differences(
          metrics(MetricQuery(store: store, skipsTallies: true), counts, flow: flow, definition), events)
      differences += perPerson.map { "per-person rollups: \($0)" }
    }
    guard !differences.isEmpty else {
      Console.writeLine("verify: the rollups equal a recount of the events", to: .error)
      return
    }
    for line in differences { Console.writeLine("verify: \(line)", to: .error) }
    throw CommandFailure(
      "--verify: \(differences.count) numbers differ between the rollups and a recount of the events; "
        + "run 'onboard store rebuild\(db.map { " --db \($0)" } ?? "")' to recount them")
  }

  /// Each metric's statistics per experiment of `counts` (by key) from `query`.
  private func metrics(
    _ query: MetricQuery, _ counts: FlowCounts, flow: String, _ definition: FlowDefinition?
  ) throws -> [String: MetricQueryResult] {
    var found: [String: MetricQueryResult] = [:]
    for experiment in definition?.experiments ?? []
    where counts.experiments.contains(where: { $0.key == experiment.key }) {
      found["experiment '\(experiment.key)' metrics"] = try query.statistics(
        flow: flow, experiment: experiment.key, metrics: definition?.metrics(of: experiment) ?? [])
    }
    return found
  }

  /// Each leaf that differs between two values' JSON, as `path: rollups A, recount B`.
  static func differences<T: Encodable>(_ kept: T, _ recount: T) throws -> [String] {
    let encoder = JSONEncoder()
    let left = try JSONSerialization.jsonObject(with: encoder.encode(kept))
    let right = try JSONSerialization.jsonObject(with: encoder.encode(recount))
    var found: [String] = []
    compare(left, right, path: "", into: &found)
    return found
  }

  private static func compare(_ left: Any, _ right: Any, path: String, into found: inout [String]) {
    switch (left, right) {
    case (let a as [String: Any], let b as [String: Any]):
      for key in Set(a.keys).union(b.keys).sorted() {
        compare(
          a[key] ?? NSNull(), b[key] ?? NSNull(), path: path.isEmpty ? key : "\(path).\(key)", into: &found)
      }
    case (let a as [Any], let b as [Any]) where a.count == b.count:
      for (index, pair) in zip(a, b).enumerated() {
        compare(pair.0, pair.1, path: "\(path)[\(index)]", into: &found)
      }
    default:
      let a = "\(left)"
      let b = "\(right)"
      if a != b { found.append("\(path): rollups \(a), recount \(b)") }
    }
  }
}
