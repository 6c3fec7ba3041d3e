import OnboardKit

/// One new session's share of the rollups — a session none of whose events
/// the store held before this batch — worked out from its own events and
/// merged into the rows with ``RollupUpsert``s. Every rollup is a sum,
/// least or greatest over pairs of an exposure and an event of the same
/// session, so a session's pairs are all inside it, and merging them is
/// the recount's answer whatever the order sessions arrive in.
struct RollupDelta {
  /// The session's events (each once).
  let rows: [StoredEvent]

  /// Applies the session's share with `executor`'s statements.
  /// - Throws: ``StoreError`` from the store.
  func apply(using executor: some RollupExecutor) throws {
    let exposures = rows.filter { $0.kind == .exposure && $0.experiment != nil }
    guard !exposures.isEmpty else { return }
    let completions = rows.filter { $0.kind == .completed }
    var merged: [String: (variant: SQLValue, counted: SQLValue)] = [:]
    var versions: Set<String> = []
    for exposure in exposures {
      let experiment = exposure.experiment ?? ""
      let returned = try executor.run(.unit, unitValues(exposure, completions: completions))
      let variants = returned.count > 1 ? returned[1].integer : nil
      merged[experiment] = (returned.first ?? .null, .integer(variants == 1 ? 1 : 0))
      if versions.insert(experiment + "\u{0}" + (exposure.flowVersion.map(String.init) ?? "-")).inserted {
        _ = try executor.run(
          .version,
          [
            .text(exposure.flow), .text(experiment),
            exposure.flowVersion.map { SQLValue.integer(Int64($0)) } ?? .null,
          ])
      }
    }
    let person: [SQLValue] = [.text(exposures[0].flow), .text(exposures[0].user)]
    // Earlier sessions' step and field rows carry the variant and `counted`
    // of a unit with one variant; only a second variant changes them.
    for (experiment, state) in merged.sorted(by: { $0.key < $1.key })
    where state.variant != .null && state.counted == .integer(0) {
      let values = [state.variant, state.counted] + person + [.text(experiment)]
      _ = try executor.run(.stepVariants, values)
      _ = try executor.run(.fieldVariants, values)
    }
    let steps = stepShares()
    let fields = fieldShares()
    let answers = Set(completions.compactMap(\.data)).sorted()
    for exposure in exposures {
      let unit: [SQLValue] = [.text(exposure.flow), .text(exposure.user), .text(exposure.experiment ?? "")]
      for data in answers { _ = try executor.run(.answer, unit + [.text(data)]) }
      guard exposure.variant != nil, let state = merged[exposure.experiment ?? ""] else { continue }
      for (step, share) in steps {
        _ = try executor.run(
          .step,
          unit + [.text(step), state.variant, state.counted]
            + [share.reached, share.completed, share.attempts, share.firstSeq].map(SQLValue.integer))
      }
      for (key, failures) in fields {
        _ = try executor.run(
          .field,
          unit + [
            .text(key.step), .integer(key.isRule ? 1 : 0), .text(key.name), state.variant, state.counted,
          ]
            + [.integer(failures)])
      }
    }
  }

  /// The unit one exposure makes, with its best completion in the session
  /// (as the recount ranks them: a time first, then the earliest).
  private func unitValues(_ exposure: StoredEvent, completions: [StoredEvent]) -> [SQLValue] {
    let time = exposure.timeMilliseconds
    let valid: SQLValue = Self.believable(time) ? .integer(time) : .null
    var best: (missing: Int, done: Int64, ms: Int64)?
    if exposure.variant != nil {
      for completion in completions {
        let ms = Self.duration(from: time, to: completion.timeMilliseconds)
        let key = (missing: ms == nil ? 1 : 0, done: completion.timeMilliseconds, ms: ms ?? -1)
        if let current = best, (current.missing, current.done, current.ms) <= (key.missing, key.done, key.ms)
        {
          continue
        }
        best = key
      }
    }
    return [
      .text(exposure.flow), .text(exposure.user), .text(exposure.experiment ?? ""),
      exposure.variant.map { .text($0) } ?? .null, .integer(exposure.variant == nil ? 0 : 1), .integer(time),
      valid, valid, .integer(best == nil ? 0 : 1),
      best.flatMap { $0.missing == 0 ? SQLValue.integer($0.ms) : nil } ?? .null,
      .integer(completions.isEmpty ? 0 : 1), exposure.data.map { .text($0) } ?? .null,
      best.map { SQLValue.integer($0.done) } ?? .null, best == nil ? .null : .text(exposure.session),
    ]
  }

  /// A time the report believes (``TimeBounds``).
  static func believable(_ time: Int64) -> Bool {
    time >= TimeBounds.earliestMs && time < TimeBounds.latestMs
  }

  /// The time to complete, when both times can be believed and it is between 0 and a year.
  static func duration(from start: Int64, to end: Int64) -> Int64? {
    guard believable(start), believable(end), end - start >= 0, end - start <= TimeBounds.longestMs else {
      return nil
    }
    return end - start
  }

  /// One step's share of one exposure.
  struct StepShare {
    var reached: Int64 = 0
    var completed: Int64 = 0
    var attempts: Int64 = 0
    var firstSeq: Int64 = .max
  }

  /// Per step: reached, completed, attempts (a `step_completed`, or a
  /// `validation_failed` not right after a `validation_failed` or
  /// `step_completed` of the same step) and the earliest place.
  func stepShares() -> [(String, StepShare)] {
    var bySeq: [Int: StoredEvent] = [:]
    for row in rows { bySeq[row.sequence] = row }
    var shares: [String: StepShare] = [:]
    for row in rows {
      guard let step = row.step, [.stepViewed, .stepCompleted, .validationFailed].contains(row.kind) else {
        continue
      }
      var share = shares[step] ?? StepShare()
      switch row.kind {
      case .stepViewed: share.reached = 1
      case .stepCompleted:
        share.completed = 1
        share.attempts += 1
      default:
        let previous = bySeq[row.sequence - 1]
        let repeated =
          previous.map { ($0.kind == .validationFailed || $0.kind == .stepCompleted) && $0.step == step }
          ?? false
        if !repeated { share.attempts += 1 }
      }
      share.firstSeq = min(share.firstSeq, Int64(row.sequence))
      shares[step] = share
    }
    return shares.sorted { $0.key < $1.key }
  }

  /// A field's (or a final step's rule's) failures.
  struct FieldKey: Hashable, Comparable {
    var step: String
    var isRule: Bool
    var name: String

    static func < (left: FieldKey, right: FieldKey) -> Bool {
      (left.step, left.isRule ? 1 : 0, left.name) < (right.step, right.isRule ? 1 : 0, right.name)
    }
  }

  /// Per step and field or rule: the `validation_failed` events.
  func fieldShares() -> [(FieldKey, Int64)] {
    var failures: [FieldKey: Int64] = [:]
    for row in rows where row.kind == .validationFailed {
      guard let step = row.step, let name = row.field ?? row.detail else { continue }
      failures[FieldKey(step: step, isRule: row.field == nil, name: name), default: 0] += 1
    }
    return failures.sorted { $0.key < $1.key }
  }
}
