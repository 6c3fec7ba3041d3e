import OnboardKit

/// One new session's share of the rollups — a session none of whose events
/// the store held before this batch — worked out from its own events and
/// added to the batch's ``RollupRows``. Every rollup is a sum, least or
/// greatest over pairs of an exposure and an event of the same session, so
/// a session's pairs are all inside it, and merging them is the recount's
/// answer whatever the order sessions arrive in.
struct RollupDelta {
  /// The session's events (each once).
  let rows: [StoredEvent]

  /// Adds the session's share to `batch`: a unit per exposure, the steps,
  /// fields and answers of each exposure to a variant, its flow versions.
  func add(to batch: inout RollupRows) {
    let exposures = rows.filter { $0.kind == .exposure && $0.experiment != nil }
    guard !exposures.isEmpty else { return }
    let completions = rows.filter { $0.kind == .completed }
    let steps = stepShares()
    let fields = fieldShares()
    let answers = Set(completions.compactMap { $0.data.map(AnswerText.init) })
    for exposure in exposures {
      let unit = RollupRows.Unit(
        flow: exposure.flow, user: exposure.user, experiment: exposure.experiment ?? "")
      let toVariant = exposure.variant != nil
      batch.add(
        unit, unitValues(exposure, completions: completions), steps: toVariant ? steps : nil,
        fields: toVariant ? fields : nil, answers: answers)
      batch.addVersion(flow: exposure.flow, experiment: unit.experiment, version: exposure.flowVersion)
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

  /// One step's share of one exposure (summed over a batch's exposures of a unit).
  struct StepShare {
    var reached: Int64 = 0
    var completed: Int64 = 0
    var attempts: Int64 = 0
    var firstSeq: Int64 = .max

    /// Both shares in one: reached and completed once either, attempts added, the earliest place.
    mutating func merge(_ other: StepShare) {
      reached = max(reached, other.reached)
      completed = max(completed, other.completed)
      attempts += other.attempts
      firstSeq = min(firstSeq, other.firstSeq)
    }
  }

  /// Per step: reached, completed, attempts (a `step_completed`, or a
  /// `validation_failed` not right after a `validation_failed` or
  /// `step_completed` of the same step) and the earliest place.
  func stepShares() -> [String: StepShare] {
    // A session's rows come in order; the event before one is the row before it, if numbered one less.
    let ordered =
      rows.indices.dropFirst().allSatisfy { rows[$0 - 1].sequence < rows[$0].sequence }
      ? rows : rows.sorted { $0.sequence < $1.sequence }
    var shares: [String: StepShare] = [:]
    for (index, row) in ordered.enumerated() {
      guard let step = row.step,
        row.kind == .stepViewed || row.kind == .stepCompleted || row.kind == .validationFailed
      else {
        continue
      }
      var attempt: Int64 = 0
      if row.kind == .validationFailed {
        let previous = index > 0 && ordered[index - 1].sequence == row.sequence - 1 ? ordered[index - 1] : nil
        let repeated =
          previous.map { ($0.kind == .validationFailed || $0.kind == .stepCompleted) && $0.step == step }
          ?? false
        if !repeated { attempt = 1 }
      }
      // One lookup a row: the share is changed where it is.
      Self.count(row, attempt: attempt, into: &shares[step, default: StepShare()])
    }
    return shares
  }

  /// Adds one step event to its step's share (`attempt`: a failure's, worked out by the caller).
  private static func count(_ row: StoredEvent, attempt: Int64, into share: inout StepShare) {
    switch row.kind {
    case .stepViewed: share.reached = 1
    case .stepCompleted:
      share.completed = 1
      share.attempts += 1
    default: share.attempts += attempt
    }
    share.firstSeq = min(share.firstSeq, Int64(row.sequence))
  }

  /// A field's (or a final step's rule's) failures.
  struct FieldKey: Hashable {
    var step: String
    var isRule: Bool
    var name: String
  }

  /// Per step and field or rule: the `validation_failed` events.
  func fieldShares() -> [FieldKey: Int64] {
    var failures: [FieldKey: Int64] = [:]
    for row in rows where row.kind == .validationFailed {
      guard let step = row.step, let name = row.field ?? row.detail else { continue }
      failures[FieldKey(step: step, isRule: row.field == nil, name: name), default: 0] += 1
    }
    return failures
  }
}
