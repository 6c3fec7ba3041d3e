import OnboardKit

/// `onboard run FLOW [--user-id ID] [--attr k=v]… [--variant key=id]… [--out FILE] [--plain] [--resume SESSION]
/// [--now TIME] [--db PATH|URL] [--events FILE|-] [--no-store]`:
/// runs a flow for a person — the terminal wizard on a TTY, plain line mode
/// otherwise — and prints the built model; with `--answers FILE --user-id ID`,
/// runs it headless from an answers file.
struct RunCommand: ParsableCommand {
  /// The name, help and examples of `run`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "run",
      abstract: "Run a flow (a terminal wizard, or from answers) and print the model it builds.",
      discussion: """
        On a terminal, a wizard asks one step per screen (see docs/wizard.md): Enter \
        submits, Esc goes back, Ctrl-C saves the session in the event store and \
        exits 130 with the command that continues it (--resume). When standard input or \
        output is not a terminal, or with --plain, a line mode asks one prompt per line \
        on stderr and reads answers from stdin; input that ends first exits 1. Without \
        --user-id a random id is made and shown. The model goes to stdout or --out.

        Every run writes its events (exposure, step_viewed, step_completed, …; see \
        docs/events.md) to the store before the next prompt: .onboard/onboard.sqlite \
        under the working folder, or --db / $ONBOARD_DB (a SQLite path or a \
        postgres:// URL). --events adds a JSON-lines copy; --no-store writes no database.

        With --answers (and --user-id), the run is headless. The answers file (YAML or JSON) is either a mapping 'field: value', from which \
        each step takes its fields, or has 'steps:', a list of actions in order: a \
        mapping of answers for the current step, or the words back, skip or abandon. \
        On completion the model (a User, for a flow of User) is printed as one JSON object on stdout (exit 0). A \
        rejected run, an invalid answer or a missing required answer exits 1 with each \
        problem on stderr as "step 'contact/email', field 'email': …" and the path taken.

        --now fixes the run's clock: every event carries that time and a computed \
        answer (compute: yearsSince(birthDate)) counts to that day, so a run gives the \
        same age whatever today is.
        """,
      examples: [
        CommandExample("Ask a person at the keyboard:", "onboard run Flows/signup.yaml --out user.json"),
        CommandExample(
          "Answer from lines of text:", "printf 'Ada\\nLovelace\\n…' | onboard run Flows/signup.yaml --plain"),
        CommandExample(
          "Run the signup flow from an answers file:",
          "onboard run Flows/signup.yaml --answers ada.yaml --user-id u-1"),
        CommandExample(
          "Show the path and why each branch was taken:",
          "onboard run Flows/signup.yaml --answers ada.yaml --user-id u-1 --trace"),
        CommandExample(
          "Count the computed age to a fixed day:",
          "onboard run Flows/signup.yaml --answers ada.yaml --now 2026-06-01"),
      ]
    )
  }

  /// `<flow>`: the flow file.
  @Argument("flow", help: "The flow file to run.")
  var flow: String
  /// `--user-id <id>`.
  @Option(
    "user-id", valueName: "id",
    help: "The person's id (never asked); the wizard makes a random one without it.")
  var userID: String?
  /// `--attr <key=value>`, repeatable.
  @Option(
    "attr", valueName: "key=value",
    help: "An attribute that conditions can read, e.g. country=GB; numbers and true/false are typed.")
  var attributes: [KeyValuePair]
  /// `--variant <key=id>`, repeatable.
  @OptionGroup var forcing: ForcedVariantArguments
  /// `--out <file>`.
  @Option("out", valueName: "file", help: "Write the model's JSON to this file instead of stdout.")
  var out: String?
  /// `--plain`.
  @Flag("plain", help: "Ask one prompt per line, without cursor control, even on a terminal.")
  var plain: Bool
  /// `--resume <session>`.
  @Option("resume", valueName: "session", help: "Continue a session saved by Ctrl-C (its id or file).")
  var resume: String?
  /// `--answers <file>`.
  @Option(
    "answers", valueName: "file", help: "Run headless from these answers (YAML or JSON); needs --user-id.")
  var answers: String?
  /// `--now <time>`.
  @Option(
    "now", valueName: "time",
    help: "Run at this fixed time (2026-06-01 or an ISO 8601 time): events carry it, yearsSince counts to it."
  )
  var now: MomentArgument?
  /// `--json`.
  @Flag("json", help: "Print the outcome (status, path, user or problems) as one JSON object.")
  var json: Bool
  /// `--trace`.
  @Flag("trace", help: "With --answers: print each move and why it was taken on stderr.")
  var trace: Bool
  /// `--locale <tag>`.
  @OptionGroup var locale: LocaleOption
  /// `--db`, `--events` and `--no-store`.
  @OptionGroup(help: [
    "events":
      "Also append each event as one line of JSON to this file; - is stdout (the model then needs --out).",
    "no-store": "Write no events to the store; Ctrl-C saves the session as a file under .onboard/sessions/.",
  ])
  var outputs: EventOutputs

  var db: String? { outputs.db }
  var events: String? { outputs.events }
  var noStore: Bool { outputs.noStore }

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// `--answers` needs `--user-id`; `--resume` does not go with `--answers`.
  func validate() throws {
    if answers != nil, userID == nil {
      throw ValidationError("missing expected argument '--user-id <id>' (needed with --answers)")
    }
    if answers != nil, resume != nil {
      throw ValidationError("--resume continues a wizard session; it does not go with --answers")
    }
    if events == "-", out == nil || out == "-" {
      throw ValidationError("--events - writes the events to stdout; give --out FILE for the model")
    }
  }

  /// Runs the flow; throws ``CommandFailure`` (exit 1) when it does not
  /// complete, `CancellationError` (exit 130) when the person stops the wizard.
  func run() throws {
    guard try perform() else { throw CommandFailure() }
  }
}
