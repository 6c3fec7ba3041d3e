/// A batch's share of the rollups, gathered in memory from every new
/// session's ``RollupDelta`` and written with a few multi-row
/// ``RollupUpsert``s before the batch commits: one row per unit (its steps
/// packed in it, ``PackedSteps``), field and answer however many sessions
/// of the batch add to it, and each flow version once per batch instead of
/// once per session.
///
/// Only sums, least and greatest of numbers are merged here (steps, fields;
/// a unit's stored steps are read and merged with the batch's when its
/// person had rollups before);
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
    /// The values of ``RollupUpsert/unit`` of each exposure, in order (but its steps).
    var exposures: [[SQLValue]] = []
    /// Per step, of the exposures to a variant.
    var steps: [String: RollupDelta.StepShare] = [:]
    /// Per field or rule, the failures in the exposures to a variant.
    var fields: [RollupDelta.FieldKey: Int64] = [:]
    /// The answers of the completed sessions it was exposed in.
    var answers: Set<AnswerText> = []
  }

  /// A flow version an experiment's exposures were recorded with.
  struct Version: Hashable {
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

  /// Adds one exposure's unit values (``RollupUpsert/unit``'s `$1…$14`; the steps are the share's)
  /// and, for an exposure to a variant, its session's steps and fields;
  /// `answers` are the session's, for any exposure.
  mutating func add(
    _ unit: Unit, _ values: [SQLValue], steps: [String: RollupDelta.StepShare]?,
    fields: [RollupDelta.FieldKey: Int64]?, answers: Set<AnswerText>
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

  /// Writes the batch's share with `executor`. The people in `fresh` had
  /// no rollups before the batch, so the rows written are all of theirs:
  /// their share of the tallies is added to `tallies` from them.
  /// - Throws: ``StoreError`` from the store.
  func apply(
    using executor: some RollupExecutor, fresh: Set<RollupPeople.Person>, tallies: inout TallySums
  ) throws {
    guard !units.isEmpty else { return }
    let merged = try mergeUnits(using: executor, steps: packedSteps(using: executor, fresh: fresh))
    // Earlier sessions' field rows carry the variant and `counted` of a
    // unit with one variant; only a second variant changes them.
    for (place, state) in merged.enumerated() where state?.variants == 2 {
      guard let variant = state?.variant else { continue }
      let unit = units[place].unit
      let values: [SQLValue] = [
        .text(variant), .integer(0), .text(unit.flow), .text(unit.user), .text(unit.experiment),
      ]
      _ = try executor.run(.fieldVariants, rows: 1, values[...])
    }
    try rest(merged: merged, tallies: &tallies) {
      fresh.contains(RollupPeople.Person(flow: $0.flow, user: $0.user))
    }
    .send(using: executor)
  }

  /// The batch's share as it is written for people none of whom had
  /// rollups before (``FreshShare``), worked out without the store: `nil`
  /// when a unit is named by more than one exposure (the store's upsert
  /// merges those). Each unit is then as its one exposure left it.
  func freshShare() -> FreshShare? {
    guard units.allSatisfy({ $0.share.exposures.count == 1 }) else { return nil }
    var rows = Rows(.freshUnit)
    var merged: [TallySums.Unit?] = []
    merged.reserveCapacity(units.count)
    for (_, share) in units {
      let values = share.exposures[0]
      rows.append(values, [PackedSteps.text(share.steps).map(SQLValue.text) ?? .null])
      merged.append(Self.merged(RollupUpsert.unitReturnedPlaces.map { values[$0] }))
    }
    var tallies = TallySums()
    let rest = rest(merged: merged, tallies: &tallies) { _ in true }
    return FreshShare(units: rows, rest: rest, tallies: tallies)
  }

  /// A unit as ``RollupUpsert/unit`` returns it (``RollupUpsert/unitReturned``).
  private static func merged(_ returned: [SQLValue]) -> TallySums.Unit {
    TallySums.Unit(
      flow: returned[0].text ?? "", experiment: returned[2].text ?? "", variant: returned[3].text,
      variants: returned[4].integer ?? 0, converted: returned[5].integer ?? 0,
      completed: returned[6].integer ?? 0, completeMs: returned[7].integer,
      firstValidMs: returned[8].integer, lastValidMs: returned[9].integer)
  }

  /// What the batch writes after its units, once they are merged (by
  /// place): the fields of the units with a variant, every answer, the
  /// flow versions; the share of the tallies of each unit of a person who
  /// `isFresh` added to `tallies`.
  private func rest(
    merged: [TallySums.Unit?], tallies: inout TallySums, isFresh: (Unit) -> Bool
  ) -> Rest {
    // Each table's rows one after another in one buffer: no array a row.
    var rest = Rest(versions: Array(versions))
    for (place, (unit, share)) in units.enumerated() {
      let key = [SQLValue.text(unit.flow), .text(unit.user), .text(unit.experiment)]
      for data in share.answers { rest.answers.append(key, [.text(data.text)]) }
      if isFresh(unit) { Self.tally(unit, share, merged[place], into: &tallies) }
      guard let state = merged[place], let name = state.variant else { continue }
      let variant = SQLValue.text(name)
      let counted = SQLValue.integer(state.variants == 1 ? 1 : 0)
      for (field, failures) in share.fields {
        rest.fields.append(
          key,
          [
            .text(field.step), .integer(field.isRule ? 1 : 0), .text(field.name), variant, counted,
            .integer(failures),
          ])
      }
    }
    return rest
  }

  /// The rows a batch writes after its units (``rest(merged:tallies:isFresh:)``).
  struct Rest {
    var fields = Rows(.field)
    var answers = Rows(.answer)
    var versions: [Version]

    /// Writes the fields, the answers and the versions.
    /// - Throws: ``StoreError`` from the store.
    func send(using executor: some RollupExecutor) throws {
      try fields.send(using: executor)
      try answers.send(using: executor)
      try sendVersions(using: executor)
    }

    /// Writes the flow versions not yet listed.
    /// - Throws: ``StoreError`` from the store.
    func sendVersions(using executor: some RollupExecutor) throws {
      for version in versions {
        _ = try executor.run(
          .version, rows: 1,
          [
            .text(version.flow), .text(version.experiment),
            version.version.map { .integer(Int64($0)) } ?? .null,
          ][...])
      }
    }
  }

  /// A new person's unit as the batch left it (`merged`), with its steps,
  /// fields and answers: their share of the tallies.
  private static func tally(
    _ unit: Unit, _ share: Share, _ merged: TallySums.Unit?, into tallies: inout TallySums
  ) {
    guard let merged else { return }
    tallies.addUnit(merged)
    guard merged.variants == 1, let variant = merged.variant else { return }
    for (step, counts) in share.steps { tallies.addStep(unit, variant: variant, step: step, counts) }
    for (field, failures) in share.fields {
      tallies.addField(unit, variant: variant, field, failures: failures)
    }
    if !share.answers.isEmpty { tallies.addAnswerSet(merged, variant, answers: share.answers) }
  }

  /// Each unit's steps as its row is to name them (by place; `nil` for a
  /// unit the batch adds no step to): the batch's, and for a person who had
  /// rollups before, merged with the ones stored.
  /// - Throws: ``StoreError`` from the store, or for stored steps it cannot read.
  private func packedSteps(
    using executor: some RollupExecutor, fresh: Set<RollupPeople.Person>
  ) throws -> [String?] {
    let known = units.filter { unit, share in
      !share.steps.isEmpty && !fresh.contains(RollupPeople.Person(flow: unit.flow, user: unit.user))
    }
    let stored = known.isEmpty ? [:] : try executor.storedSteps(of: known.map(\.unit))
    return try units.map { unit, share in
      var steps = share.steps
      if let text = stored[unit] {
        for (step, before) in try PackedSteps.steps(text) {
          steps[step, default: RollupDelta.StepShare()].merge(before)
        }
      }
      return PackedSteps.text(steps)
    }
  }

  /// Upserts every exposure's unit, round by round, the first round with
  /// each unit's `steps` (by place); per unit (by place), as merged.
  private func mergeUnits(using executor: some RollupExecutor, steps: [String?]) throws -> [TallySums.Unit?] {
    var merged: [TallySums.Unit?] = Array(repeating: nil, count: units.count)
    var round = 0
    while true {
      var rows = Rows(.unit)
      for (place, (_, share)) in units.enumerated() where round < share.exposures.count {
        let packed = round == 0 ? steps[place].map(SQLValue.text) ?? .null : .null
        rows.append(share.exposures[round], [packed])
      }
      guard rows.count > 0 else { return merged }
      for returned in try rows.send(using: executor) where returned.count == RollupUpsert.unitReturned.count {
        let unit = Unit(
          flow: returned[0].text ?? "", user: returned[1].text ?? "", experiment: returned[2].text ?? "")
        guard let place = places[unit] else { continue }
        merged[place] = Self.merged(returned)
      }
      round += 1
    }
  }

  /// The rows of one multi-row ``RollupUpsert``, one after another (its
  /// parameters), so no row is an array of its own.
  struct Rows {
    let upsert: RollupUpsert
    /// The values a row has: the upsert's columns.
    let width: Int
    private(set) var values: [SQLValue] = []

    init(_ upsert: RollupUpsert) {
      self.upsert = upsert
      width = upsert.columns.count
    }

    var count: Int { values.count / width }

    /// Appends one row: `key`, then `rest` (``width`` values in all).
    @inline(__always)
    mutating func append(_ key: [SQLValue], _ rest: [SQLValue]) {
      values.append(contentsOf: key)
      values.append(contentsOf: rest)
    }

    /// Appends one row of ``width`` values.
    mutating func append(_ row: [SQLValue]) { values.append(contentsOf: row) }

    /// Runs `upsert` over the rows, ``RollupUpsert/rowsPerStatement`` a
    /// statement and the rest in halves (or all in one, when the executor
    /// ``RollupExecutor/takesAllRows``); every row the statements return.
    @discardableResult
    func send(using executor: some RollupExecutor) throws -> [[SQLValue]] {
      precondition(values.count % width == 0, "\(values.count) values in rows of \(width)")
      if executor.takesAllRows {
        return count == 0 ? [] : try executor.run(upsert, rows: count, values[...])
      }
      var returned: [[SQLValue]] = []
      var start = 0
      while start < count {
        var rows = RollupUpsert.rowsPerStatement
        while rows > count - start { rows /= 2 }
        returned += try executor.run(upsert, rows: rows, values[start * width..<(start + rows) * width])
        start += rows
      }
      return returned
    }
  }
}

extension RollupRows.Share {
  /// Adds one exposure (see ``RollupRows/add(_:_:steps:fields:answers:)``).
  fileprivate mutating func add(
    _ values: [SQLValue], steps more: [String: RollupDelta.StepShare]?,
    fields failed: [RollupDelta.FieldKey: Int64]?, answers given: Set<AnswerText>
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
