import Foundation
import OnboardStore
import Testing

/// What a run stores for metrics: at completion the answers of only the
/// fields some metric's `when` names (signup's `chose-pro` names `plan`), and
/// with each exposure only the flow's `dimensions:` attributes; a consent's
/// completion keeps the text agreed to, nothing else.
@Suite struct MetricDataTests {
  @Test func completionsKeepOnlyTheMetricFieldsAndExposuresTheDimensions() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("m.sqlite").path
    let run = try SimulateStoreTests.simulate(["--db", db], users: 60)
    #expect(run.status == 0, "\(run)")
    let store = try SQLiteStore(existingAt: db)
    let completed = try SimulateStoreTests.rows(
      store, "SELECT DISTINCT data FROM events WHERE type = 'completed' ORDER BY 1")
    #expect(!completed.isEmpty)
    for data in completed {
      #expect(
        [#"text("{\"plan\":\"free\"}")"#, #"text("{\"plan\":\"pro\"}")"#, #"text("{\"plan\":\"team\"}")"#]
          .contains(data), "\(data)")
    }
    let exposures = try SimulateStoreTests.rows(
      store, "SELECT DISTINCT data FROM events WHERE type = 'exposure' ORDER BY 1")
    #expect(!exposures.isEmpty)
    for data in exposures {
      let json = try #require(data.split(separator: "\"", maxSplits: 1).last)
      #expect(json.contains("country") && !json.contains("email") && !json.contains("age"), "\(data)")
    }
    // Besides those, only the consent keeps data: the text the person agreed to.
    #expect(
      try SimulateStoreTests.rows(
        store,
        "SELECT DISTINCT type, step, data FROM events WHERE type NOT IN ('completed', 'exposure') AND data IS NOT NULL"
      ) == [
        #"text("step_completed")|text("terms")|text("{\"consent\":{\"acceptedTerms\":\"I agree to the terms of service and the privacy policy\"}}")"#
      ])
  }
}

/// A store written before schema version 2 still reports, and stays as it was.
@Suite struct VersionOneReportTests {
  @Test func aVersion1StoreReportsAndIsLeftAlone() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("v1.sqlite").path
    let fixture = RepositoryFiles.root.appendingPathComponent(
      "Tests/OnboardStoreTests/Fixtures/store-v1.sqlite")
    try FileManager.default.copyItem(atPath: fixture.path, toPath: db)
    let before = try Data(contentsOf: URL(fileURLWithPath: db))
    let run = try OnboardBinary.run(["report", "--flow", "signup", "--db", db, "--format", "json"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("\"signup-plan-first\""))
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
  }
}
