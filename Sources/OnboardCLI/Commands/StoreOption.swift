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
}
