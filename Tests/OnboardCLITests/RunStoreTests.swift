import Foundation
import OnboardKit
import OnboardStore
import Testing

/// `onboard run` writes its events to the store (`--db`, `ONBOARD_DB`),
/// to JSON lines (`--events`), or to no database (`--no-store`).
@Suite struct RunStoreTests {
  static let adult = RepositoryFiles.root.appendingPathComponent("Flows/answers/adult.yaml").path

  /// A new temporary folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "onboard-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The types of the stored events, in order.
  static func kinds(_ store: any EventStore) throws -> [String] {
    var kinds: [String] = []
    try store.query("SELECT type FROM events ORDER BY session, seq", []) { kinds.append($0[0].text ?? "") }
    return kinds
  }

  /// u-1 is in warm-welcome's `warm` (exposed before the first step, whose copy it
  /// changes) and short-interests' `short-list` (exposed before 'interests').
  static let adultKinds: [String] = {
    let steps: (Int) -> [String] = {
      Array(repeating: ["step_viewed", "step_completed"], count: $0).flatMap { $0 }
    }
    return ["exposure"] + steps(5) + ["exposure"] + steps(4) + ["completed"]
  }()

  @Test func aHeadlessRunWritesItsEventsToTheStore() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--db", db])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix(#"{"id":"u-1""#))
    #expect(try Self.kinds(SQLiteStore(path: db)) == Self.adultKinds)
  }

  @Test func theEnvironmentNamesTheStore() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("env.sqlite").path
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1"],
      environment: ["ONBOARD_DB": db])
    #expect(run.status == 0, "\(run)")
    #expect(try Self.kinds(SQLiteStore(path: db)).count == Self.adultKinds.count)
  }

  @Test func eventsGoToStdoutAsJSONLinesAndTheUserToOut() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("user.json").path
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--events", "-",
      "--out", out,
      "--no-store",
    ])
    #expect(run.status == 0, "\(run)")
    let kinds = try run.stdout.split(separator: "\n").map {
      try EventJSONLine.decode(String($0)).kind.rawValue
    }
    #expect(kinds == Self.adultKinds)
    #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix(#"{"id":"u-1""#))
  }

  @Test func eventsOnStdoutNeedOut() throws {
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--events", "-",
    ])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix("error: --events - writes the events to stdout; give --out FILE for the model\n"))
  }

  @Test func aFileThatIsNotAStoreIsLeftAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("notes.txt").path
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: db))
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--db", db])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "error: \(db) is not an onboard store (not a SQLite database); nothing was written. "
        + "Give --db the path of a store, or a new file.\n")
    #expect(try String(contentsOfFile: db, encoding: .utf8) == "my notes\n")
  }

  @Test func anUnreachableServerStillWritesTheEventsFile() throws {
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--db",
      "postgres://ada:secret@127.0.0.1:9/onboard", "--events", "-", "--out", "/dev/null",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("the run's 21 events were kept in "))
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == Self.adultKinds.count)
    #expect(lines.last?.contains(#""type":"completed""#) == true)
  }

  @Test func anUnreachableServerFailsAndSpoolsTheEvents() throws {
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--db",
      "postgres://ada:secret@127.0.0.1:9/onboard",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: cannot reach the store postgres://ada:***@127.0.0.1:9/onboard: "))
    #expect(run.stderr.contains("the run's 21 events were kept in "))
    #expect(!run.stderr.contains("secret"))
  }

  @Test(.enabled(if: TestPostgresSchema.server != nil))
  func aHeadlessRunWritesToPostgres() throws {
    let url = try TestPostgresSchema.freshURL()
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", Self.adult, "--user-id", "u-1", "--db", url])
    #expect(run.status == 0, "\(run)")
    #expect(try Self.kinds(PostgresStore(url: url)) == Self.adultKinds)
  }
}
