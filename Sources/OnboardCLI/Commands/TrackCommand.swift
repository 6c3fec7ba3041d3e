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
  static let flowOption = ArgumentDefinition.option(
    "flow", valueName: "name", help: "The flow whose metrics count the outcomes.")
  /// `--user <id>`.
  static let userOption = ArgumentDefinition.option(
    "user", valueName: "id", help: "The person's id, as their runs carry it.")
  /// `--event <name>`.
  static let eventOption = ArgumentDefinition.option(
    "event", valueName: "name", help: "What happened, as a metric's 'event:' names it.")
  /// `--value <x>`.
  static let valueOption = ArgumentDefinition.option(
    "value", valueName: "x", help: "A number (an amount); 0 when left out.")
  /// `--time <iso8601>`.
  static let timeOption = ArgumentDefinition.option(
    "time", valueName: "iso8601", help: "When it happened (default: now).")
  /// `--file <file|->`.
  static let fileOption = ArgumentDefinition.option(
    "file", valueName: "file|-", help: "Many outcomes: CSV or JSON lines; - is standard input.")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [flowOption, userOption, eventOption, valueOption, timeOption, fileOption, EventOutputs.dbOption]
  }

  /// The flow's name.
  var flow: String
  /// One outcome's fields, as given.
  var user: String?
  var event: String?
  var value: String?
  var time: String?
  /// `--file`, as given.
  var file: String?
  /// `--db`, as given.
  var db: String?

  /// Reads the arguments; one outcome or a file, not both.
  init(values: ParsedValues) throws {
    guard let flow: String = try values.value(Self.flowOption) else {
      throw ValidationError("give the flow: --flow NAME")
    }
    self.flow = flow
    user = try values.value(Self.userOption)
    event = try values.value(Self.eventOption)
    value = try values.value(Self.valueOption)
    time = try values.value(Self.timeOption)
    file = try values.value(Self.fileOption)
    db = try values.value(EventOutputs.dbOption)
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
