import OnboardKit
import OnboardStore

/// `onboard store rebuild [--db …]`: recounts the per-person rollups of a
/// store from its events, and its per-variant tallies from them, in one transaction.
struct StoreCommand: ParsableCommand {
  /// The name, help and examples of `store`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "store",
      abstract: "Maintain the event store: 'rebuild' recounts its rollups from the events.",
      discussion: """
        The store keeps one row per person and experiment (the rollups) and a few per variant \
        (the tallies the report reads), updated in the same transaction as the events. After \
        events or rollups were changed by hand, 'onboard report --verify' names the numbers \
        that differ and 'onboard store rebuild' recounts every rollup from the events and the \
        tallies from the rollups in one transaction (docs/events.md).
        """,
      examples: [
        CommandExample("Recount the rollups of the default store:", "onboard store rebuild"),
        CommandExample(
          "Of a PostgreSQL store:", "onboard store rebuild --db postgres://onboard@db/onboard"),
      ]
    )
  }

  /// `<action>`: what to do (only `rebuild`).
  @Argument("action", help: "rebuild: recount the rollups from the events.")
  var action: String
  /// `--db <path|url>`: as `onboard run` takes it.
  @OptionGroup var store: StoreOption

  /// Refuses an action other than `rebuild`.
  func validate() throws {
    guard action == "rebuild" else {
      throw ValidationError("unknown action '\(action)'; the store command knows: rebuild")
    }
  }

  /// Opens the store (migrating it, which builds the rollups of an older
  /// one) and recounts every rollup.
  func run() throws {
    let location = try store.location()
    let existing = try location.openExisting()
    try? existing.close()
    let writable = try location.openShowingMigration()
    defer { try? writable.close() }
    try writable.rebuildRollups()
    Console.writeLine("rebuilt the rollups of \(writable.location) from its events", to: .error)
  }
}
