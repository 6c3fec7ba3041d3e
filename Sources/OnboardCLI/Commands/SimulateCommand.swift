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
  @Argument("flow", help: "The flow file to simulate.")
  var flow: String
  /// `--users <n>`.
  @Option("users", valueName: "n", help: "How many people.")
  var users: Int
  /// `--seed <s>`.
  @Option("seed", valueName: "s", help: "The seed (0 or more): the same seed, the same events.")
  var seed: UInt64
  /// `--persona <file>`.
  @Option("persona", valueName: "file", help: "The persona file: how the people behave.")
  var persona: String?
  /// `--db`, `--events` and `--no-store`.
  @OptionGroup var outputs: EventOutputs
  /// `--threads <n>`.
  @Option(
    "threads", valueName: "n",
    help: "Threads that simulate while another writes (default: the cores less one, at least 1).")
  var threads: Int = SimulateCommand.defaultThreads

  /// The most `--threads` accepts.
  static let maxThreads = 64
  /// The cores less one (one writes), from 1 to ``maxThreads``.
  static var defaultThreads: Int {
    min(maxThreads, max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
  }

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// `--users` and `--threads` in range (then `--no-store` and `--db` apart).
  func validate() throws {
    guard users >= 0 else { throw ValidationError("'--users' must be 0 or more, not \(users)") }
    guard (1...Self.maxThreads).contains(threads) else {
      throw ValidationError("give --threads a number from 1 to \(Self.maxThreads)")
    }
  }
}
