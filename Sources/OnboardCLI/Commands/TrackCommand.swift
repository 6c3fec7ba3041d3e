/// `onboard track --flow NAME --user ID --event NAME [--value X] [--time T]`
/// and `onboard track --flow NAME --file FILE|-`: outcomes recorded in the
/// store for the flow's metrics (`event:` in docs/flow-format.md).
///
/// This file handles the command line only; the work is in
/// `TrackCommand+Perform.swift`.
struct TrackCommand: ParsableCommand {
  /// The name, help and examples of `track`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "track",
      abstract: "Record outcomes (a purchase, an activation) for a flow's metrics.",
      discussion: """
        Records what people did after onboarding in the store (--db, else $ONBOARD_DB, \
        else .onboard/onboard.sqlite), for the metrics whose 'event:' names it: one outcome \
        from --user and --event, or many from --file, CSV with a header \
        user_id,event,value,time or JSON lines with those keys (- reads standard input). \
        Times are ISO 8601 (2025-03-01T12:00:00Z; a file needs one on every line, one \
        outcome defaults to now); a value is a number, 0 when left out. The same outcome \
        recorded twice counts once. Every bad line is reported with its number and \
        nothing is recorded from a file that has one. The flow must have runs in the \
        store or a file Flows/<flow>.yaml. Outcomes of people the flow never exposed are \
        kept and left out of the report.
        """,
      examples: [
        CommandExample(
          "One purchase:", "onboard track --flow signup --user u-42 --event purchased --value 9"),
        CommandExample("A billing export:", "onboard track --flow signup --file purchases.csv"),
      ]
    )
  }

  /// `--flow <name>`.
  @Option("flow", valueName: "name", help: "The flow whose metrics count the outcomes.")
  var flowName: String?
  /// `--user <id>`.
  @Option("user", valueName: "id", help: "The person's id, as their runs carry it.")
  var user: String?
  /// `--event <name>`.
  @Option("event", valueName: "name", help: "What happened, as a metric's 'event:' names it.")
  var event: String?
  /// `--value <x>`.
  @Option("value", valueName: "x", help: "A number (an amount); 0 when left out.")
  var value: String?
  /// `--time <iso8601>`.
  @Option("time", valueName: "iso8601", help: "When it happened (default: now).")
  var time: String?
  /// `--file <file|->`.
  @Option("file", valueName: "file|-", help: "Many outcomes: CSV or JSON lines; - is standard input.")
  var file: String?
  /// `--db <path|url>`.
  @OptionGroup var store: StoreOption

  /// The flow's name.
  var flow: String { flowName ?? "" }
  /// `--db`, as given.
  var db: String? { store.db }

  /// The flow is required; one outcome or a file, not both.
  func validate() throws {
    guard flowName != nil else {
      throw ValidationError("give the flow: --flow NAME")
    }
    if file != nil {
      guard user == nil, event == nil, value == nil, time == nil else {
        throw ValidationError("give --file, or --user and --event (with --value, --time), not both")
      }
    } else if user == nil || event == nil {
      throw ValidationError("give --user and --event for one outcome, or --file for many")
    }
  }

  /// Records the outcomes.
  func run() throws {
    try perform()
  }
}
