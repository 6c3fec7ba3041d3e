import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// A PostgreSQL writer's batch asks which of its sessions and people the
/// store holds by key, also while a bulk load grows the tables faster than
/// autovacuum analyzes them (``PostgresStore/keyedPlans``): with the
/// statistics of a small store the planner reads the whole of `events` and
/// `units` for them, and a probe's time grows with the store. Nothing is
/// compiled (JIT) for a statement that scans a table with no index.
@Suite struct PostgresKeyedPlanTests {
  @Test(.enabled(if: TestPostgres.url != nil))
  func aBatchsProbesReadByKeyWhenTheStatisticsLag() throws {
    let rows = RollupMergeTests.rows(seeds: 30..<40)
    let sessions = Array(Set(rows.map(\.session))).sorted()
    let people = Array(RollupPeople(rows).people).sorted()
    let store = try PostgresStore(url: try TestPostgres.freshSchemaURL(), backoff: .none)
    // Statistics of a store of one session, then the rest unseen by them.
    let first = rows.filter { $0.session == sessions[0] }
    try store.append(first)
    _ = try store.connection.execute("ANALYZE")
    try store.append(rows)
    let probes = [
      (Rollups.sessionsProbe, [PostgresStore.arrayLiteral(sessions)]),
      (
        PostgresRollupStatements.peopleProbe,
        [PostgresStore.arrayLiteral(people.map(\.flow)), PostgresStore.arrayLiteral(people.map(\.user))]
      ),
    ]
    let version = RollupUpsert.version.sql(rows: 1)
    let exposure = try #require(rows.first { $0.experiment != nil })
    let versionParameters: [String?] = [exposure.flow, exposure.experiment, "1"]
    func plans() throws -> [String] {
      try (probes + [(version, versionParameters)]).map { sql, parameters in
        let result = try store.connection.execute("EXPLAIN " + sql, parameters)
        return (0..<result.rowCount).compactMap { result.value($0, 0).text }.joined(separator: "\n")
      }
    }
    try store.transaction {
      let stale = try plans()
      #expect(stale[0].contains("Seq Scan on events"), "\(stale[0])")
      #expect(stale[1].contains("Seq Scan on units"), "\(stale[1])")
      _ = try store.connection.execute(PostgresStore.keyedPlans)
      let keyed = try plans()
      #expect(keyed[0].contains("Index Only Scan using events_session_seq_key"), "\(keyed[0])")
      #expect(keyed[1].contains("Index Only Scan using units_pkey"), "\(keyed[1])")
      #expect(!keyed[0...1].joined().contains("Seq Scan") && !keyed.joined().contains("Gather"))
      // The versions' table has no index: its scan costs the penalty, and nothing is compiled for it.
      #expect(keyed[2].contains("Seq Scan on rollup_versions"), "\(keyed[2])")
      #expect(!keyed[2].contains("JIT"), "\(keyed[2])")
    }
  }
}
