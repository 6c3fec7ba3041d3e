/// `onboard run FLOW --answers FILE --user-id ID [--attr k=v]… [--json] [--trace]`:
/// runs a flow headless, from an answers file, and prints the built model.
struct RunCommand: ParsableCommand {
  /// The name, help and examples of `run`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "run",
      abstract: "Run a flow from an answers file and print the User it builds.",
      discussion: """
        The answers file (YAML or JSON) is either a mapping 'field: value', from which \
        each step takes its fields, or has 'steps:', a list of actions in order: a \
        mapping of answers for the current step, or the words back, skip or abandon. \
        On completion the User is printed as one JSON object on stdout (exit 0). A \
        rejected run, an invalid answer or a missing required answer exits 1 with each \
        problem on stderr as "step 'contact/email', field 'email': …" and the path taken.
        """,
      examples: [
        CommandExample(
          "Run the signup flow for one person:",
          "onboard run Flows/signup.yaml --answers ada.yaml --user-id u-1"),
        CommandExample(
          "Show the path and why each branch was taken:",
          "onboard run Flows/signup.yaml --answers ada.yaml --user-id u-1 --trace"),
      ]
    )
  }

  /// `<flow>`: the flow file.
  static let flowArgument = ArgumentDefinition.positional("flow", help: "The flow file to run.")
  /// `--answers <file>`.
  static let answersOption = ArgumentDefinition.option(
    "answers", valueName: "file", required: true, help: "The answers, as YAML or JSON.")
  /// `--user-id <id>`.
  static let userOption = ArgumentDefinition.option(
    "user-id", valueName: "id", required: true, help: "The person's id (it is never asked).")
  /// `--attr <key=value>`, repeatable.
  static let attrOption = ArgumentDefinition.option(
    "attr", valueName: "key=value", repeating: true,
    help: "An attribute that conditions can read, e.g. country=GB; numbers and true/false are typed.")
  /// `--json`.
  static let jsonFlag = ArgumentDefinition.flag(
    "json", help: "Print the outcome (status, path, user or problems) as one JSON object.")
  /// `--trace`.
  static let traceFlag = ArgumentDefinition.flag(
    "trace", help: "Print each move and why it was taken on stderr.")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [flowArgument, answersOption, userOption, attrOption, jsonFlag, traceFlag]
  }

  var flow: String
  var answers: String
  var userID: String
  var attributes: [KeyValuePair]
  var json: Bool
  var trace: Bool

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    flow = try values.value(Self.flowArgument) ?? ""
    answers = try values.value(Self.answersOption) ?? ""
    userID = try values.value(Self.userOption) ?? ""
    attributes = try values.values(Self.attrOption, as: KeyValuePair.self)
    json = values.flag(Self.jsonFlag)
    trace = values.flag(Self.traceFlag)
  }

  /// Runs the flow; throws ``CommandFailure`` (exit 1) when it does not complete.
  func run() throws {
    guard try perform() else { throw CommandFailure() }
  }
}
