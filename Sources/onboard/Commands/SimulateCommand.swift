import Foundation
import OnboardKit
import OnboardSimulation
import OnboardYAML

/// `onboard simulate FLOW --users N --seed S [--persona FILE] [--events FILE|-]`:
/// synthetic people through the real runner, their variants from the real
/// assignment, their behaviour from a persona file; the same seed gives the
/// same events.
struct SimulateCommand: ParsableCommand {
  /// The name, help and examples of `simulate`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "simulate",
      abstract: "Send synthetic people through a flow and write their events.",
      discussion: """
        Person n of seed s is 'sim-s-n'; variants come from the flow's experiments, \
        answers, abandonment, backs, invalid answers and time per step from the persona \
        file (see docs/personas.md; without one, every field gets a plain valid answer and \
        nobody gives up). Events go to --events as JSON lines (- for standard output); a \
        summary line goes to standard error. The same flow, persona and seed always give \
        the same events.
        """,
      examples: [
        CommandExample(
          "Print the events of 500 people:",
          "onboard simulate Flows/signup.yaml --users 500 --seed 1 --events -"),
        CommandExample(
          "With a persona:", "onboard simulate Flows/signup.yaml --users 500 --seed 1 --persona p.yaml"
        ),
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
  /// `--events <file>`.
  static let eventsOption = ArgumentDefinition.option(
    "events", valueName: "file", help: "Write the events as JSON lines to a file, or - for standard output.")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [flowArgument, usersOption, seedOption, personaOption, eventsOption]
  }

  var flow: String
  var users: Int
  var seed: Int
  var persona: String?
  var events: String?

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    flow = try values.value(Self.flowArgument) ?? ""
    guard let users = try values.value(Self.usersOption, as: Int.self), users >= 0 else {
      throw ValidationError("give --users, a number of people (0 or more)")
    }
    guard let seed = try values.value(Self.seedOption, as: Int.self), seed >= 0 else {
      throw ValidationError("give --seed, a whole number (0 or more), so the run can be repeated")
    }
    self.users = users
    self.seed = seed
    persona = try values.value(Self.personaOption)
    events = try values.value(Self.eventsOption)
  }

  /// Simulates the people and writes their events.
  func run() throws {
    let definition = try LoadedFlow.load(path: flow)
    var people = Persona(name: "default", flow: definition.name)
    if let path = persona {
      let result = PersonaLoader.load(path: path, flow: definition, schema: User.schema.descriptor)
      var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
      Console.write(renderer.render(result.diagnostics), to: .error)
      guard let loaded = result.persona, !result.hasErrors else { throw CommandFailure() }
      people = loaded
    }
    let sink: any EventSink
    if let events {
      guard let writer = JSONLinesWriter(path: events) else {
        throw CommandFailure("cannot write the events to '\(events)'")
      }
      sink = writer
    } else {
      sink = NoEventSink()
    }
    let simulator = Simulator<User>(flow: definition, persona: people, seed: UInt64(seed))
    let summary = try simulator.run(users: users, into: sink)
    try sink.close()
    Console.writeLine(
      "simulated \(summary.people) people: \(summary.completed) completed, \(summary.abandoned) abandoned, "
        + "\(summary.events) events", to: .error)
  }
}

/// Drops every event: `simulate` without `--events` only counts.
private final class NoEventSink: EventSink {
  func write(_ events: [FlowEvent], of run: RunIdentity) throws {}
  func close() throws {}
}

/// A stopgap JSON-lines writer for `simulate --events` until the event
/// store's sink replaces it: one object per event, buffered.
private final class JSONLinesWriter: EventSink {
  private let handle: FileHandle
  private var buffer = ""
  private var id = 0
  private let formatter: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()

  init?(path: String) {
    if path == "-" {
      handle = .standardOutput
    } else {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let opened = FileHandle(forWritingAtPath: path)
      else { return nil }
      handle = opened
    }
  }

  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for event in events {
      id += 1
      var members: [(String, JSONValue)] = [
        ("id", .number(Double(id))), ("time", .string(formatter.string(from: event.time))),
        ("session", .string(run.session)), ("user", .string(run.user)), ("flow", .string(run.flow)),
        ("flowVersion", run.flowVersion.map { .number(Double($0)) } ?? .null),
        ("type", .string(event.kind.rawValue)),
      ]
      let optional = [
        ("experiment", event.experiment), ("variant", event.variant), ("step", event.step),
        ("field", event.field), ("detail", event.detail),
      ]
      for (key, value) in optional { members.append((key, value.map(JSONValue.string) ?? .null)) }
      buffer += JSONWriter.object(members) + "\n"
    }
    if buffer.utf8.count > 1 << 20 { try flush() }
  }

  func close() throws {
    try flush()
    if handle !== FileHandle.standardOutput { try handle.close() }
  }

  private func flush() throws {
    try handle.write(contentsOf: Data(buffer.utf8))
    buffer = ""
  }
}
