/// `onboard ingest FILE|- [--skip-bad] [--json] [--db PATH|URL]`: event lines
/// from an app (the `--events` format) into the store.
///
/// This file handles the command line only; the work is in
/// `IngestCommand+Perform.swift`.
struct IngestCommand: ParsableCommand {
  /// The name, help and examples of `ingest`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "ingest",
      abstract: "Bring events from an app (JSON lines, the --events format) into the store.",
      discussion: """
        Reads JSON lines as onboard run --events writes them and as an app that runs a \
        compiled flow writes them with OnboardKit's EventLineEncoder (- reads standard \
        input), and writes them into the store (--db, else $ONBOARD_DB, else \
        .onboard/onboard.sqlite) for onboard report. An event whose session and seq are \
        already stored counts once, so a file ingested twice changes nothing. Every line \
        is checked before anything is committed (a large file while it is written): a \
        bad line is reported with its number and reason and nothing from the file is \
        written (exit 1), or with --skip-bad the bad lines are listed on standard error \
        and the rest are written. See \
        docs/events.md.
        """,
      examples: [
        CommandExample("An app's events:", "onboard ingest events.jsonl"),
        CommandExample(
          "From standard input, leaving out bad lines:", "cat *.jsonl | onboard ingest - --skip-bad"),
      ]
    )
  }

  /// `<file|->`.
  @Argument("file|-", help: "The event lines; - is standard input.")
  var file: String
  /// `--skip-bad`.
  @Flag("skip-bad", help: "List bad lines on standard error and write the rest.")
  var skipBad: Bool
  /// `--json`.
  @Flag("json", help: "Print the summary as JSON.")
  var json: Bool
  /// `--db <path|url>`.
  @OptionGroup var store: StoreOption

  /// Ingests; throws ``CommandFailure`` (exit 1) on a bad line without `--skip-bad`.
  func run() throws {
    try perform()
  }
}
