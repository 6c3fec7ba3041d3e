import Foundation
import OnboardKit
import OnboardReport
import Testing

@testable import OnboardStore

/// The per-person rollups against a count from the events: the report's
/// counts and every metric's sums are the same whichever it reads, on a
/// store written with rollups and on an older store that the migration
/// brings up to date.
@Suite struct RollupTests {
  /// The counts and the metric statistics of every experiment of the fixture's flow.
  static func numbers(_ store: any EventStore, fromEvents: Bool) throws -> (
    counts: Data, metrics: [MetricQueryResult]
  ) {
    let flow = try StoreFixture.flow()
    let counts = try StoreAggregator(store: store, forcesEvents: fromEvents).counts(
      flow: flow.name, experiment: nil, plan: ReportPlan(flow: flow))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let query = MetricQuery(store: store, forcesEvents: fromEvents)
    #expect(query.readsRollups == !fromEvents)
    let metrics = try flow.experiments.map { experiment in
      try query.statistics(flow: flow.name, experiment: experiment.key, metrics: flow.metrics(of: experiment))
    }
    return (try encoder.encode(counts), metrics)
  }

  @Test func aStoreWrittenWithRollupsReportsTheNumbersOfItsEvents() throws {
    let (store, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rollups = try Self.numbers(store, fromEvents: false)
    let events = try Self.numbers(store, fromEvents: true)
    #expect(String(decoding: rollups.counts, as: UTF8.self) == String(decoding: events.counts, as: UTF8.self))
    #expect(rollups.metrics == events.metrics)
    #expect(rollups.metrics.allSatisfy { $0.statistics.joined().contains { $0.sum > 0 } })
  }

  @Test func theMigrationBuildsTheRollupsOfAnOlderStore() throws {
    let (filled, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    var rows: [StoredEvent] = []
    try filled.query("SELECT \(StoredEvent.selectColumns) FROM events ORDER BY id", []) {
      rows.append(try StoredEvent(row: $0))
    }
    let path = folder.appendingPathComponent("old.sqlite").path
    try Self.writeOlderStore(rows, at: path)
    let old = try SQLiteStore(existingAt: path)
    #expect(old.schemaVersion == StoreSchema.rollupsVersion - 1)
    let before = try Self.numbers(old, fromEvents: true)
    _ = try SQLiteStore(path: path)
    let migrated = try SQLiteStore(existingAt: path)
    #expect(migrated.schemaVersion == StoreSchema.currentVersion)
    let after = try Self.numbers(migrated, fromEvents: false)
    #expect(String(decoding: after.counts, as: UTF8.self) == String(decoding: before.counts, as: UTF8.self))
    #expect(after.metrics == before.metrics)
  }

  /// A store of the version before the rollups, holding `rows`.
  static func writeOlderStore(_ rows: [StoredEvent], at path: String) throws {
    let connection = try SQLiteConnection(path: path, create: true)
    try connection.transaction {
      for (index, migration) in StoreSchema.migrations.prefix(StoreSchema.rollupsVersion - 1).enumerated() {
        for statement in migration.statements(.sqlite) { try connection.execute(statement) }
        try connection.execute(StoreSchema.setVersion(index + 1))
      }
      let insert = try SQLiteEventInsert(connection: connection)
      for row in rows { try insert.insert(row) }
    }
  }
}
