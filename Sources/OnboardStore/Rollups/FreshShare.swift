/// A chunk's share of the rollups as it is written when none of its people
/// had rollups before and its sessions are new (``RollupBatch``): every
/// row and the tallies' share worked out from its sessions alone
/// (``RollupRows/freshShare()``), so a writer handed it only sends the rows.
/// The share is the one ``RollupRows/apply(using:fresh:tallies:)`` writes
/// for the same sessions; it is made on the thread that prepared them
/// (``PreparedRuns``), not the writer's.
struct FreshShare {
  /// One row of ``RollupUpsert/freshUnit`` a unit, its steps packed.
  var units: RollupRows.Rows
  /// The fields, answers and flow versions.
  var rest: RollupRows.Rest
  /// The units' share of the tallies.
  var tallies: TallySums

  /// Writes the rows with `executor` and adds the tallies' share to `sums`.
  /// - Throws: ``StoreError`` from the store (a row already stored among them).
  func apply(using executor: some RollupExecutor, tallies sums: inout TallySums) throws {
    try executor.insert(fresh: units)
    try executor.insert(fresh: rest.fields)
    try executor.insert(fresh: rest.answers)
    try rest.sendVersions(using: executor)
    sums.add(tallies)
  }
}
