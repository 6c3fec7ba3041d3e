import Foundation
import OnboardFlowTests
import OnboardKit
import OnboardStore
import OnboardTerminal
import OnboardYAML

extension RunCommand: ModelCommand {
  /// Loads the flow and runs it for its model; `false` when the run did not complete.
  func perform() throws -> Bool {
    let loaded = FlowLoader(models: models).load(path: flow)
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    guard let definition = loaded.flow, !loaded.hasErrors else {
      Console.write(renderer.render(loaded.diagnostics), to: .error)
      return false
    }
    return try perform(opening: try locale.localize(definition).flow, in: models)
  }

  /// Runs the flow of `Model`: from the answers headless, printing the
  /// outcome, or with a person; `false` when the run did not complete.
  func perform<Model: RunnableModel>(_ definition: FlowDefinition, as _: Model.Type) throws -> Bool {
    let runner = try FlowRunner<Model>(checking: definition, clock: clock)
    guard let answers, let userID else { return try performInteractive(runner) }
    let forced = try forcing.resolve(for: definition, command: RunCommand.self)
    let loadedAnswers = AnswersFile.load(path: answers, flow: definition, schema: Model.schema.descriptor)
    guard let script = loadedAnswers.script else {
      var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
      Console.write(renderer.render(loadedAnswers.diagnostics), to: .error)
      return false
    }
    let driver = HeadlessDriver(runner: runner)
    let stickyStore = try openStickyStore()
    defer { try? stickyStore?.close() }
    var state = FlowState<Model>(userID: userID, attributes: attributes(for: definition), variants: forced)
    try loadStickyBuckets(into: &state, flow: definition, store: stickyStore)
    let outcome = driver.run(script, state: state)
    if trace {
      for assignment in outcome.state.assignments {
        Console.writeLine("trace: \(AssignmentText.describe(assignment))", to: .error)
      }
      for line in outcome.trace { Console.writeLine("trace: \(line)", to: .error) }
    }
    var generator = SystemRandomNumberGenerator()
    let run = RunIdentity(
      session: SessionStore.newID(using: &generator), user: userID, flow: definition.name,
      flowVersion: definition.version)
    try writeHeadless(outcome.events, of: run)
    try keepFirstAssignments(outcome.state.assignments, flow: definition, store: stickyStore)
    if let failure = outcome.failure {
      for line in failure.lines { Console.writeLine("error: \(line)", to: .error) }
      if !outcome.state.path.isEmpty {
        Console.writeLine("path: \(PathText.describe(outcome.state.path))", to: .error)
      }
    }
    if json {
      try emit(text: RunReport.json(outcome) + "\n")
    } else if let user = outcome.model {
      try emit(user)
    }
    return outcome.failure == nil
  }

  /// The runner's clock: the moment of `--now`, fixed, else the system's.
  var clock: @Sendable () -> Date {
    guard let now else { return { Date() } }
    let fixed = Date(timeIntervalSince1970: Double(now.milliseconds) / 1_000)
    return { fixed }
  }

  /// The `--attr` values, typed as YAML plain scalars (`3` is a number).
  var attributeValues: [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    for pair in attributes { values[pair.key] = YAMLNode.coreSchemaValue(ofPlain: pair.value) }
    return values
  }

  /// The `--attr` values and, unless one is given, `locale`: the locale the
  /// flow is shown in, so conditions and `dimensions: [locale]` can read it.
  func attributes(for flow: FlowDefinition) -> [String: JSONValue] {
    var values = attributeValues
    if values["locale"] == nil, let shown = flow.locales?.shown { values["locale"] = .string(shown) }
    return values
  }

  /// The wizard's own words for the flow: its locale's, else `--locale`'s, else English.
  func texts(for flow: FlowDefinition) -> WizardTexts {
    WizardTexts.forLocale(flow.locales?.shown ?? locale.locale ?? "en")
  }
}

/// The `--json` outcome of `onboard run`.
enum RunReport {
  /// `{"status":…,"path":[…],"user":{…}}` or with `"problems":[…]`.
  static func json<Model>(_ outcome: HeadlessOutcome<Model>) -> String {
    var members: [(String, JSONValue)] = [
      ("status", .string(outcome.state.status.word)),
      ("path", .array(outcome.state.path.map(JSONValue.string))),
      ("variants", .object(outcome.state.variants.mapValues(JSONValue.string))),
    ]
    if let user = outcome.model {
      members.append(("user", .object(Dictionary(uniqueKeysWithValues: Model.schema.jsonMembers(of: user)))))
    }
    if let failure = outcome.failure {
      members.append(("problems", .array(failure.lines.map(JSONValue.string))))
    }
    return JSONWriter.object(members)
  }
}
