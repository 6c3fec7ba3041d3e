import Foundation
import OnboardStore

/// `--db`, `--events` and `--no-store`: where a command's events go. `run`
/// and `simulate` read them, check them and open the store the same way:
/// `--db`, else `$ONBOARD_DB`, else `.onboard/onboard.sqlite` under the
/// working folder.
struct EventOutputs: Hashable, Sendable {
  /// `--db <path|url>`.
  static let dbOption = ArgumentDefinition.option(
    "db", valueName: "path|url",
    help:
      "The event store: a SQLite file or postgres://… (default: $ONBOARD_DB, else .onboard/onboard.sqlite).")

  /// `--events <file|->`, with the command's own help sentence.
  static func eventsOption(help: String) -> ArgumentDefinition {
    .option("events", valueName: "file|-", help: help)
  }

  /// `--no-store`, with the command's own help sentence.
  static func noStoreFlag(help: String) -> ArgumentDefinition {
    .flag("no-store", help: help)
  }

  /// `--db`, when given.
  var db: String?
  /// `--events`, when given.
  var events: String?
  /// `--no-store`.
  var noStore: Bool

  /// Reads the three arguments (by their names, whatever their help says).
  init(values: ParsedValues) throws {
    db = try values.value(Self.dbOption)
    events = try values.value(Self.eventsOption(help: ""))
    noStore = values.flag(Self.noStoreFlag(help: ""))
  }

  /// `--no-store` and `--db` contradict each other.
  func validate() throws {
    if noStore, db != nil {
      throw ValidationError("--no-store and --db do not go together; give one")
    }
  }

  /// The store's location from `--db` and `ONBOARD_DB`; `nil` with `--no-store`.
  func storeLocation() throws -> StoreLocation? {
    guard !noStore else { return nil }
    return try StoreLocation.resolve(
      db: db, environment: Terminal.environment(), workingDirectory: FileManager.default.currentDirectoryPath)
  }

  /// Opens the store (saying how many spooled PostgreSQL events it replayed);
  /// `nil` with `--no-store`.
  func openStore() throws -> (any EventStore)? {
    guard let location = try storeLocation() else { return nil }
    let store = try location.open()
    if let postgres = store as? PostgresStore, postgres.replayed > 0 {
      Console.writeLine("wrote \(postgres.replayed) spooled events to \(postgres.location)", to: .error)
    }
    return store
  }

  /// The `--events` sink, when given.
  func eventsSink() throws -> JSONLinesEventSink? {
    try events.map { try JSONLinesEventSink(path: $0) }
  }
}
