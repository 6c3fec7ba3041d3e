import Foundation
import Testing

@testable import OnboardStore

/// What opening an older store to write reports while it migrates: a report
/// before each statement and one at the end, for a command's progress line;
/// nothing for a new or a current store.
@Suite struct MigrationProgressTests {
  /// A copy of the version-1 fixture (40 simulated people) in `folder`.
  private func versionOneStore(in folder: TemporaryFolder) throws -> String {
    let path = folder.path("v1.sqlite")
    try FileManager.default.copyItem(atPath: SchemaV2Tests.fixture.path, toPath: path)
    return path
  }

  @Test func aVersion1StoreReportsEachStatementAndTheEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try versionOneStore(in: folder)
    var reports: [MigrationProgress] = []
    let store = try SQLiteStore(path: path, progress: { reports.append($0) })
    try store.close()
    let expected = StoreSchema.migrations.dropFirst(1).reduce(0) { $0 + $1.statements(.sqlite).count }
    #expect(reports.count == expected + 1)
    #expect(
      reports.allSatisfy { $0.from == 1 && $0.to == StoreSchema.currentVersion && $0.total == expected })
    #expect(reports.map(\.done) == Array(0...expected))
    #expect(reports.dropLast().allSatisfy { !$0.isFinished && !$0.work.isEmpty })
    #expect(reports.last?.isFinished == true && reports.last?.work == "")
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.seconds <= $1.seconds })
    #expect(reports.map(\.work).contains("INSERT INTO units"), "\(reports.map(\.work))")
  }

  /// PostgreSQL goes through the same loop: a version-1 database reports
  /// each of its statements (PostgreSQL's own texts) and the end.
  @Test func aVersion1PostgresStoreReportsEachStatementAndTheEnd() throws {
    guard TestPostgres.url != nil else { return }
    let url = try SchemaV2Tests.versionOnePostgres().url
    var reports: [MigrationProgress] = []
    let store = try PostgresStore(url: url, backoff: .none, progress: { reports.append($0) })
    try store.close()
    let expected = StoreSchema.migrations.dropFirst(1).reduce(0) { $0 + $1.statements(.postgres).count }
    #expect(reports.map(\.done) == Array(0...expected))
    #expect(
      reports.allSatisfy { $0.from == 1 && $0.to == StoreSchema.currentVersion && $0.total == expected })
    #expect(reports.last?.isFinished == true)
    #expect(reports.map(\.work).contains("INSERT INTO units"), "\(reports.map(\.work))")
    // Opened again, the store is current: nothing to report.
    reports = []
    try PostgresStore(url: url, backoff: .none, progress: { reports.append($0) }).close()
    #expect(reports.isEmpty)
  }

  @Test func aNewStoreAndACurrentOneReportNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("new.sqlite")
    var reports: [MigrationProgress] = []
    try SQLiteStore(path: path, progress: { reports.append($0) }).close()
    try SQLiteStore(path: path, progress: { reports.append($0) }).close()
    #expect(reports.isEmpty)
  }

  @Test(arguments: [
    ("CREATE TABLE units (\n  flow TEXT NOT NULL)", "CREATE TABLE units"),
    ("CREATE INDEX events_exposure_user ON events (user_id)", "CREATE INDEX events_exposure_user"),
    ("WITH xs AS (SELECT 1) INSERT INTO unit_steps (flow) SELECT flow FROM xs", "INSERT INTO unit_steps"),
    ("DELETE FROM units", "DELETE FROM units"),
    ("UPDATE onboard_meta SET value = '2'", "UPDATE onboard_meta"),
    ("WITH xs AS (SELECT 1) UPDATE units SET steps = p.steps FROM (SELECT 2) p", "UPDATE units"),
    ("DROP TABLE unit_steps", "DROP TABLE unit_steps"),
    ("CREATE VIEW unit_steps AS\nSELECT u.flow FROM units u", "CREATE VIEW unit_steps"),
  ])
  func aStatementsWorkIsItsVerbAndTable(sql: String, work: String) {
    #expect(StoreSchema.work(of: sql) == work)
  }
}
