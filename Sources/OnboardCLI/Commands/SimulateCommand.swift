import Foundation
import OnboardKit

/// `onboard simulate FLOW --users N --seed S [--persona FILE] [--db PATH|URL] [--events FILE|-] [--no-store]
/// [--threads N]`: synthetic people through the real runner, their variants
/// from the real assignment, their behaviour from a persona file, written to
/// the event store in large transactions; the same seed gives the same events.
struct SimulateCommand: ParsableCommand {
  /// The name, help and examples of `simulate`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "simulate",
      abstract: "Send synthetic people through a flow and store their events.",
      discussion: """
        Person n of seed s is 'sim-s-n'; variants come from the flow's experiments, \
        answers, abandonment, backs, invalid answers and time per step from the persona \
        file (see docs/personas.md; without one, every field gets a plain valid answer and \
        nobody gives up). The events go to the store, as onboard run's do: \
        .onboard/onboard.sqlite under the working folder, or --db / $ONBOARD_DB (a SQLite \
        path or a postgres:// URL), in transactions of many rows. --events adds JSON lines \
        (- for standard output); --no-store writes no database. A summary goes to standard \
        error. The same flow, persona and seed always give the same events, in the same \
        order, whatever --threads is.
        """,
      examples: [
        CommandExample(
          "Store the events of 10,000 people who behave as p.yaml says:",
          "onboard simulate Flows/signup.yaml --users 10000 --seed 1 --persona p.yaml"),
        CommandExample(
          "Print the events of 50 people, storing nothing:",
          "onboard simulate Flows/signup.yaml --users 50 --seed 1 --no-store --events -"),
      ]
    )
  }

  /// `<flow>`.
  static let flowArgument = ArgumentDefinition.positional("flow", help: "The flow file to simulate.")
  /// `--users <n>`.
  static let usersOption = ArgumentDefinition.option(
    "users", valueName: "n", required: true, help: "How many people.")
  /// `--seed <s>`.
  static let seedOption = ArgumentDefinition.option(
    "seed", valueName: "s", required: true, help: "The seed (0 or more): the same seed, the same events.")
  /// `--persona <file>`.
  static let personaOption = ArgumentDefinition.option(
    "persona", valueName: "file", help: "The persona file: how the people behave.")
  /// `--db <path|url>`.
  static let dbOption = EventOutputs.dbOption
  /// `--events <file|->`.
  static let eventsOption = EventOutputs.eventsOption(
    help: "Also write each event as one line of JSON to this file; - is standard output.")
  /// `--no-store`.
  static let noStoreFlag = EventOutputs.noStoreFlag(help: "Write no events to the store.")
  /// `--threads <n>`.
  static let threadsOption = ArgumentDefinition.option(
    "threads", valueName: "n",
    help: "Threads that simulate while another writes (default: the cores less one, at least 1).")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [
      flowArgument, usersOption, seedOption, personaOption, dbOption, eventsOption, noStoreFlag,
      threadsOption,
    ]
  }

  /// The most `--threads` accepts.
  static let maxThreads = 64

  var flow: String
  var users: Int
  var seed: UInt64
  var persona: String?
  var outputs: EventOutputs
  var threads: Int

  /// The models the tool runs: the flow's `model:` picks one.
  var models: ModelRegistry

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    models = values.models
    flow = try values.value(Self.flowArgument) ?? ""
    users = try values.value(Self.usersOption, as: Int.self) ?? 0
    guard users >= 0 else { throw ValidationError("'--users' must be 0 or more, not \(users)") }
    seed = try values.value(Self.seedOption, as: UInt64.self) ?? 0
    persona = try values.value(Self.personaOption)
    outputs = try EventOutputs(values: values)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    threads = try values.value(Self.threadsOption, as: Int.self) ?? min(Self.maxThreads, max(1, cores - 1))
    guard (1...Self.maxThreads).contains(threads) else {
      throw ValidationError("give --threads a number from 1 to \(Self.maxThreads)")
    }
  }

  /// `--no-store` and `--db` contradict each other.
  func validate() throws {
    try outputs.validate()
  }
}
