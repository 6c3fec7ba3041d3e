/// Changes to the tallies (``Tallies``) gathered in memory by a writer's
/// batch and written once: each tally row's sums added up by key, the
/// answer sets' people, and the span's widening.
///
/// Two sources fill it: the rows read back from the store for the people
/// a batch touched that already had rollups (SQLite's writer,
/// ``add(_:_:_:)``), and the final rows of the people the batch is the
/// first to give rollups to (``addUnit(_:)``, ``addStep(_:variant:step:_:)``,
/// ``addField(_:variant:_:failures:)``, ``addAnswerSet(_:_:answers:)``),
/// which the batch wrote itself and so need not read back. The second
/// source computes each share as ``Tallies/sums``' SQL does (the rollup
/// tests compare the tallies with a fill from a recount), keyed by a
/// plain value (``Fresh``) rather than an array, since a batch's people
/// have about ten rows each.
struct TallySums {
  /// Per tally of ``Tallies/sums`` (by index), per key, the sums in column
  /// order: the rows read back (``merged()`` adds the new people's).
  private var sums: [[[SQLValue]: [Int64]]] = Tallies.sums.map { _ in [:] }
  /// The new people's rows, by tally and key.
  private var fresh: [Fresh: SIMD8<Int64>] = [:]
  /// Per key of ``AnswerSets`` (flow, experiment, variant, completed, the set): the people.
  private(set) var answerSets: [[SQLValue]: Int64] = [:]
  /// Per flow and experiment: the earliest and latest exposure a report believes.
  private(set) var spans: [Span: (first: Int64?, last: Int64?)] = [:]

  /// A flow and experiment of ``spans``.
  struct Span: Hashable {
    var flow: String
    var experiment: String
  }

  /// Nothing yet.
  init() {}

  /// Adds one row's `shares` to tally `tally` (an index of ``Tallies/sums``) at `key`.
  mutating func add(_ tally: Int, _ key: [SQLValue], _ shares: [Int64]) {
    if let place = sums[tally].index(forKey: key) {
      for offset in shares.indices { sums[tally].values[place][offset] += shares[offset] }
    } else {
      sums[tally][key] = shares
    }
  }

  /// Adds `people` to the answer set at `key`.
  mutating func addAnswerSet(key: [SQLValue], people: Int64) {
    answerSets[key, default: 0] += people
  }

  /// Adds every change of `other`.
  mutating func add(_ other: TallySums) {
    for (tally, rows) in other.sums.enumerated() {
      for (key, shares) in rows { add(tally, key, shares) }
    }
    for (key, shares) in other.fresh { add(key, shares) }
    for (key, people) in other.answerSets { addAnswerSet(key: key, people: people) }
    for (span, range) in other.spans { widen(span, first: range.first, last: range.last) }
  }

  /// Per tally of ``Tallies/sums`` (by index), per key, the sums in column order.
  func merged() -> [[[SQLValue]: [Int64]]] {
    guard !fresh.isEmpty else { return sums }
    var all = TallySums()
    all.sums = sums
    for (key, shares) in fresh {
      let tally = Tallies.sums[key.tally]
      all.add(key.tally, key.values, (0..<tally.sums.count).map { shares[$0] })
    }
    return all.sums
  }

  /// A tally row's key, for any tally (the columns it does not have empty).
  private struct Fresh: Hashable {
    var tally: Int
    var flow: String
    var experiment: String
    var variant: String
    var step = ""
    var name = ""
    var number: Int64 = 0
    var flag: Int64 = 0

    /// The key's columns as ``Tallies/sums`` orders them.
    var values: [SQLValue] {
      let unit: [SQLValue] = [.text(flow), .text(experiment), .text(variant)]
      switch tally {
      case TallySums.steps: return unit + [.text(step), .integer(number)]
      case TallySums.fields: return unit + [.text(step), .integer(flag), .text(name)]
      default: return unit + [.integer(number)]
      }
    }
  }

  private mutating func add(_ key: Fresh, _ shares: SIMD8<Int64>) {
    fresh[key, default: SIMD8()] &+= shares
  }

  /// A unit as a batch left it: what ``RollupUpsert/unit`` returned.
  struct Unit {
    var flow: String
    var experiment: String
    var variant: String?
    var variants: Int64
    var converted: Int64
    var completed: Int64
    var completeMs: Int64?
    var firstValidMs: Int64?
    var lastValidMs: Int64?
  }

  private static func index(_ table: String) -> Int {
    guard let index = Tallies.sums.firstIndex(where: { $0.table == table }) else {
      preconditionFailure("no tally \(table)")
    }
    return index
  }
  private static let units = index("tally_units")
  private static let seconds = index("tally_seconds")
  private static let times = index("tally_times")
  private static let steps = index("tally_steps")
  private static let fields = index("tally_fields")

  /// A new person's unit: `tally_units`, and for a counted conversion
  /// `tally_seconds` and `tally_times`; the span.
  mutating func addUnit(_ unit: Unit) {
    add(
      Fresh(
        tally: Self.units, flow: unit.flow, experiment: unit.experiment, variant: unit.variant ?? "",
        number: unit.variants),
      SIMD8(1, unit.converted, unit.completed, 0, 0, 0, 0, 0))
    if unit.variants == 1, unit.converted == 1, let variant = unit.variant {
      let ms = unit.completeMs
      let whole = ms.map { $0 / 1000 } ?? 0
      let part = ms.map { $0 % 1000 } ?? 0
      add(
        Fresh(
          tally: Self.seconds, flow: unit.flow, experiment: unit.experiment, variant: variant,
          number: ms == nil ? -1 : whole),
        SIMD8(1, ms ?? 0, whole * whole, whole * part, part * part, 0, 0, 0))
      add(
        Fresh(
          tally: Self.times, flow: unit.flow, experiment: unit.experiment, variant: variant, number: ms ?? -1),
        SIMD8(1, 0, 0, 0, 0, 0, 0, 0))
    }
    widen(
      Span(flow: unit.flow, experiment: unit.experiment), first: unit.firstValidMs, last: unit.lastValidMs)
  }

  /// Widens a span to take `first` and `last` in.
  private mutating func widen(_ span: Span, first: Int64?, last: Int64?) {
    let old = spans[span]
    spans[span] = (Self.least(old?.first ?? nil, first), Self.greatest(old?.last ?? nil, last))
  }

  /// A new person's counted step row.
  mutating func addStep(
    _ unit: RollupRows.Unit, variant: String, step: String, _ share: RollupDelta.StepShare
  ) {
    add(
      Fresh(
        tally: Self.steps, flow: unit.flow, experiment: unit.experiment, variant: variant, step: step,
        number: share.firstSeq),
      SIMD8(1, share.reached, share.completed, share.attempts, 0, 0, 0, 0))
  }

  /// A new person's counted field (or rule) row.
  mutating func addField(
    _ unit: RollupRows.Unit, variant: String, _ field: RollupDelta.FieldKey, failures: Int64
  ) {
    add(
      Fresh(
        tally: Self.fields, flow: unit.flow, experiment: unit.experiment, variant: variant, step: field.step,
        name: field.name, flag: field.isRule ? 1 : 0),
      SIMD8(1, failures, 0, 0, 0, 0, 0, 0))
  }

  /// A new counted person's set of answers (not empty).
  mutating func addAnswerSet(_ unit: Unit, _ variant: String, answers: some Collection<AnswerText>) {
    let texts = answers.count == 1 ? answers.map(\.text) : answers.sorted().map(\.text)
    addAnswerSet(
      key: [
        .text(unit.flow), .text(unit.experiment), .text(variant), .integer(unit.completed),
        .text(AnswerSets.text(of: texts)),
      ], people: 1)
  }

  private static func least(_ left: Int64?, _ right: Int64?) -> Int64? {
    guard let left else { return right }
    guard let right else { return left }
    return min(left, right)
  }

  private static func greatest(_ left: Int64?, _ right: Int64?) -> Int64? {
    guard let left else { return right }
    guard let right else { return left }
    return max(left, right)
  }
}
