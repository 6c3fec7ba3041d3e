import Foundation
import OnboardStore

/// `--db <path|url>`, the event store, as every command that reads or writes
/// the store takes it: `@OptionGroup var store: StoreOption`. Where it is
/// opened from (`--db`, else `$ONBOARD_DB`, else `.onboard/onboard.sqlite`)
/// is ``StoreLocation``'s rule.
struct StoreOption: ParsableArguments, Sendable {
  /// `--db`, when given.
  @Option(
    "db", valueName: "path|url",
    help:
      "The event store: a SQLite file or postgres://… (default: $ONBOARD_DB, else .onboard/onboard.sqlite).")
  var db: String?

  /// Where the store is: `--db`, else `$ONBOARD_DB`, else `.onboard/onboard.sqlite`
  /// under the working folder (``StoreLocation/resolve(db:environment:workingDirectory:)``).
  /// - Throws: ``StoreError`` when `--db` or `$ONBOARD_DB` is not a store location.
  func location() throws -> StoreLocation {
    try StoreLocation.resolve(
      db: db, environment: Terminal.environment(), workingDirectory: FileManager.default.currentDirectoryPath)
  }

  /// Refuses `--no-store` with `--db`: they contradict each other.
  /// - Throws: ``ValidationError`` when both are given.
  func refuse(noStore: Bool) throws {
    if noStore, db != nil {
      throw ValidationError("--no-store and --db do not go together; give one")
    }
  }
}
