import Foundation
import Testing

@testable import OnboardReport
@testable import OnboardStore

/// The time to complete from the per-variant tallies (the whole seconds,
/// then the milliseconds of the second that holds the median) against the
/// same numbers from the per-person rollups, over units written by hand
/// that put the median's two middle people in different seconds, in one
/// second, on one person, and that leave people out with no time; then
/// after a writer's batch moved and removed people.
@Suite struct TallyTimesTests {
  /// Each variant's times row of `sql` over experiment `e` of flow `f`, as
  /// the report reads it (the times, and the people left out), and as text.
  static func rows(_ store: any EventStore, _ sql: String) throws -> (
    read: [String: String], text: [String: String]
  ) {
    var read: [String: String] = [:]
    var text: [String: String] = [:]
    try store.query(sql, [.text("f"), .text("e")]) { row in
      let variant = row["variant"].text ?? ""
      read[variant] = "\(StoreAggregator.completionTimes(row)) left out \(row["left_out"].integer ?? -1)"
      text[variant] = ["n", "total_ms", "middle_sum", "middle_count", "left_out"].map {
        "\($0)=\(row[$0].integer.map(String.init) ?? "NULL")"
      }.joined(separator: " ")
    }
    return (read, text)
  }

  @Test func theTalliesGiveTheRollupsTimesAndMedian() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "onboard-tally-times-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("s.sqlite").path
    _ = try SQLiteStore(path: path)
    // Per variant, the converted people's times (nil: no believable time).
    let times: [String: [Int64?]] = [
      "even-across": [999, 1000, 5, 3_000_001],  // middle people 999 and 1000: two seconds
      "even-within": [1200, 1300, 1250, 9, nil],  // 1200 and 1250, one second
      "odd": [7, 7, 7, 12_345, nil, nil, 1],  // the middle person is one of the three 7s
      "one": [42],
      "none": [nil, nil],
    ]
    let connection = try SQLiteConnection(path: path, create: false)
    var person = 0
    for (variant, values) in times {
      for ms in values {
        person += 1
        try connection.execute(
          "INSERT INTO units (flow, user_id, experiment, variant, variants, first_ms, converted, complete_ms, "
            + "completed) VALUES ('f', 'u\(person)', 'e', '\(variant)', 1, 0, 1, \(ms.map(String.init) ?? "NULL"), 1)"
        )
      }
      // Someone not converted and someone exposed twice: neither has a time.
      try connection.execute(
        "INSERT INTO units (flow, user_id, experiment, variant, variants, first_ms, converted, completed) "
          + "VALUES ('f', 'n\(variant)', 'e', '\(variant)', 1, 0, 0, 0), "
          + "('f', 'm\(variant)', 'e', '\(variant)', 2, 0, 1, 1)")
    }
    // Written by hand, so tallied as a migration does: filled from the rollups.
    for sql in Tallies.fill(Tallies.sums, span: true) { try connection.execute(sql) }
    let store = try SQLiteStore(existingAt: path)
    #expect(store.keepsTallies)
    let tallied = try Self.rows(store, TallyQueries.times)
    #expect(tallied.read.count == times.count)
    #expect(tallied.read == (try Self.rows(store, RollupQueries.times)).read)
    #expect(tallied.text["even-across"] == "n=4 total_ms=3002005 middle_sum=1999 middle_count=2 left_out=0")
    #expect(tallied.text["even-within"] == "n=4 total_ms=3759 middle_sum=2450 middle_count=2 left_out=1")
    #expect(tallied.text["odd"] == "n=5 total_ms=12367 middle_sum=7 middle_count=1 left_out=2")
    #expect(tallied.text["one"] == "n=1 total_ms=42 middle_sum=42 middle_count=1 left_out=0")
    #expect(tallied.text["none"]?.hasPrefix("n=0 ") == true)

    // A person moved by a second exposure (an update that changes the
    // row's place) and a recount (a delete), in a writer's batch that takes
    // their rows out of the tallies before and puts them in after, keep the
    // tallies those of the rows.
    let batch = try SQLiteRollupStatements(connection: connection)
    let people = ["u1", "u2"].map { RollupPeople.Person(flow: "f", user: $0) }
    try batch.tally(.out, people: people, adding: TallySums())
    try connection.execute("UPDATE units SET variants = 2 WHERE user_id = 'u1'")
    try connection.execute("DELETE FROM units WHERE user_id = 'u2'")
    try batch.tally(.in, people: people, adding: TallySums())
    let moved = try Self.rows(store, TallyQueries.times).read
    #expect(moved == (try Self.rows(store, RollupQueries.times)).read)
    #expect(moved != tallied.read)
  }
}
