import Foundation
import OnboardStore

/// `--db`, `--events` and `--no-store`: where a command's events go. `run`
/// and `simulate` read them, check them and open the store the same way:
/// `--db`, else `$ONBOARD_DB`, else `.onboard/onboard.sqlite` under the
/// working folder. A command that says more about `--events` or `--no-store`
/// gives its own sentences: `@OptionGroup(help: ["events": "…"])`.
struct EventOutputs: ParsableArguments, Sendable {
  /// `--db <path|url>`.
  @OptionGroup var store: StoreOption
  /// `--events <file|->`, when given.
  @Option(
    "events", valueName: "file|-",
    help: "Also write each event as one line of JSON to this file; - is standard output.")
  var events: String?
  /// `--no-store`.
  @Flag("no-store", help: "Write no events to the store.")
  var noStore: Bool

  /// `--db`, when given.
  var db: String? { store.db }

  /// `--no-store` and `--db` contradict each other.
  func validate() throws {
    try store.refuse(noStore: noStore)
  }

  /// The store's location from `--db` and `ONBOARD_DB`; `nil` with `--no-store`.
  func storeLocation() throws -> StoreLocation? {
    guard !noStore else { return nil }
    return try store.location()
  }

  /// Opens the store (saying how many spooled PostgreSQL events it replayed);
  /// `nil` with `--no-store`.
  func openStore() throws -> (any EventStore)? {
    guard let location = try storeLocation() else { return nil }
    let store = try location.openShowingMigration()
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
