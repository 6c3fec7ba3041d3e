/// A batch's share of the rollups, gathered in memory from every new
/// session's ``RollupDelta`` and written with a few multi-row
/// ``RollupUpsert``s before the batch commits: one row per unit, step, field
/// and answer however many sessions of the batch add to it, and each flow
/// version once per batch instead of once per session.
///
/// Only sums, least and greatest of numbers are merged here (steps, fields);
/// what compares texts (a unit's variant, dimensions, the completion picked)
/// is merged by the store's upsert, in the store's own order of texts: a
/// unit's exposures go in rounds, the first of every unit, then the second,
/// so no statement names a unit twice (PostgreSQL refuses that), and the
/// rows each round returns give the merged variant its steps are stored with.
struct RollupRows {
  /// One unit: a person of a flow and an experiment.
  struct Unit: Hashable {
    var flow: String
    var user: String
    var experiment: String
  }

  /// What the batch's new sessions add to one unit.
  struct Share {
    /// The values of ``RollupUpsert/unit`` of each exposure, in order.
    var exposures: [[SQLValue]] = []
    /// Per step, of the exposures to a variant.
    var steps: [String: RollupDelta.StepShare] = [:]
    /// Per field or rule, the failures in the exposures to a variant.
    var fields: [RollupDelta.FieldKey: Int64] = [:]
    /// The answers of the completed sessions it was exposed in.
    var answers: Set<String> = []
  }

  /// A flow version an experiment's exposures were recorded with.
  private struct Version: Hashable {
    var flow: String
    var experiment: String
    var version: Int?
  }

  /// The units in the order the batch first named them (its sessions'
  /// order: neighbouring keys share the B-tree pages they land on), and
  /// where each is.
  private var units: [(unit: Unit, share: Share)] = []
  private var places: [Unit: Int] = [:]
  private var versions: Set<Version> = []

  /// Nothing yet.
  init() {}

  /// Adds one exposure's unit values (``RollupUpsert/unit``'s `$1…$14`)
  /// and, for an exposure to a variant, its session's steps and fields;
  /// `answers` are the session's, for any exposure.
  mutating func add(
    _ unit: Unit, _ values: [SQLValue], steps: [String: RollupDelta.StepShare]?,
    fields: [RollupDelta.FieldKey: Int64]?, answers: Set<String>
  ) {
    let place: Int
    if let known = places[unit] {
      place = known
    } else {
      place = units.count
      places[unit] = place
      units.append((unit, Share()))
    }
    units[place].share.add(values, steps: steps, fields: fields, answers: answers)
  }

  /// A flow version of an exposure.
  mutating func addVersion(flow: String, experiment: String, version: Int?) {
    versions.insert(Version(flow: flow, experiment: experiment, version: version))
  }

  /// Writes the batch's share with `executor`.
  /// - Throws: ``StoreError`` from the store.
  func apply(using executor: some RollupExecutor) throws {
    guard !units.isEmpty else { return }
    let merged = try mergeUnits(using: executor)
    // Earlier sessions' step and field rows carry the variant and `counted`
    // of a unit with one variant; only a second variant changes them.
    for (place, state) in merged.enumerated() where state?.variants == 2 {
      guard let state else { continue }
      let unit = units[place].unit
      let values: [SQLValue] = [
        .text(state.variant), .integer(0), .text(unit.flow), .text(unit.user), .text(unit.experiment),
      ]
      _ = try executor.run(.stepVariants, rows: 1, values)
      _ = try executor.run(.fieldVariants, rows: 1, values)
    }
    var steps: [[SQLValue]] = []
    var fields: [[SQLValue]] = []
    var answers: [[SQLValue]] = []
    for (place, (unit, share)) in units.enumerated() {
      let key = Self.values(unit)
      for data in share.answers { answers.append(key + [.text(data)]) }
      guard let state = merged[place] else { continue }
      let variant = [SQLValue.text(state.variant), state.counted]
      for (step, counts) in share.steps {
        steps.append(
          key + [.text(step)] + variant
            + [counts.reached, counts.completed, counts.attempts, counts.firstSeq].map(SQLValue.integer))
      }
      for (field, failures) in share.fields {
        fields.append(
          key + [.text(field.step), .integer(field.isRule ? 1 : 0), .text(field.name)] + variant
            + [.integer(failures)])
      }
    }
    try Self.send(.step, steps, using: executor)
    try Self.send(.field, fields, using: executor)
    try Self.send(.answer, answers, using: executor)
    for version in versions {
      _ = try executor.run(
        .version, rows: 1,
        [
          .text(version.flow), .text(version.experiment),
          version.version.map { .integer(Int64($0)) } ?? .null,
        ])
    }
  }

  /// A unit as the store merged it: its variant (when one was named) and `variants`.
  private struct Merged {
    var variant: String
    var variants: Int64
    var counted: SQLValue { .integer(variants == 1 ? 1 : 0) }
  }

  /// Upserts every exposure's unit, round by round; per unit (by place),
  /// as merged, when it has a variant.
  private func mergeUnits(using executor: some RollupExecutor) throws -> [Merged?] {
    var merged: [Merged?] = Array(repeating: nil, count: units.count)
    var round = 0
    while true {
      let rows = units.compactMap { round < $0.share.exposures.count ? $0.share.exposures[round] : nil }
      guard !rows.isEmpty else { return merged }
      for returned in try Self.send(.unit, rows, using: executor) where returned.count == 5 {
        let unit = Unit(
          flow: returned[0].text ?? "", user: returned[1].text ?? "", experiment: returned[2].text ?? "")
        guard let place = places[unit] else { continue }
        merged[place] = returned[3].text.map { Merged(variant: $0, variants: returned[4].integer ?? 0) }
      }
      round += 1
    }
  }

  /// The key columns of `unit`.
  private static func values(_ unit: Unit) -> [SQLValue] {
    [.text(unit.flow), .text(unit.user), .text(unit.experiment)]
  }

  /// Runs `upsert` over `rows` (each its values), ``RollupUpsert/rowsPerStatement``
  /// a statement and the rest in halves; every row the statements return.
  @discardableResult
  static func send(_ upsert: RollupUpsert, _ rows: [[SQLValue]], using executor: some RollupExecutor) throws
    -> [[SQLValue]]
  {
    var returned: [[SQLValue]] = []
    var start = 0
    while start < rows.count {
      var count = RollupUpsert.rowsPerStatement
      while count > rows.count - start { count /= 2 }
      var values: [SQLValue] = []
      values.reserveCapacity(count * rows[start].count)
      for row in rows[start..<start + count] { values += row }
      returned += try executor.run(upsert, rows: count, values)
      start += count
    }
    return returned
  }
}

extension RollupRows.Share {
  /// Adds one exposure (see ``RollupRows/add(_:_:steps:fields:answers:)``).
  fileprivate mutating func add(
    _ values: [SQLValue], steps more: [String: RollupDelta.StepShare]?,
    fields failed: [RollupDelta.FieldKey: Int64]?, answers given: Set<String>
  ) {
    exposures.append(values)
    if let more {
      if steps.isEmpty {
        steps = more
      } else {
        for (step, share) in more { steps[step, default: RollupDelta.StepShare()].merge(share) }
      }
    }
    if let failed {
      if fields.isEmpty {
        fields = failed
      } else {
        for (field, failures) in failed { fields[field, default: 0] += failures }
      }
    }
    if answers.isEmpty { answers = given } else { answers.formUnion(given) }
  }
}
