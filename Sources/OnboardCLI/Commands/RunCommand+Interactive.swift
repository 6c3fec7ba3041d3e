import Foundation
import OnboardKit
import OnboardStore
import OnboardTerminal

extension RunCommand {
  /// A person answers: the wizard on a terminal, plain line mode otherwise
  /// (or with `--plain`, or on `TERM=dumb`, which has no cursor control). Each action's events are written to the store
  /// before the next prompt. Ctrl-C and quitting save the session and end with
  /// `CancellationError` (exit 130) after printing the command that continues it.
  func performInteractive<Model>(_ runner: FlowRunner<Model>) throws -> Bool {
    let definition = runner.flow
    var generator = SystemRandomNumberGenerator()
    let runEvents = try openEvents()
    defer { runEvents.close() }
    var state: FlowState<Model>
    let sessionID: String
    if let resume {
      state = try resumedState(resume, store: runEvents.store, runner: runner)
      sessionID = URL(fileURLWithPath: resume).deletingPathExtension().lastPathComponent
    } else {
      let id = userID ?? SessionStore.newUserID(using: &generator)
      if userID == nil {
        Console.writeLine("user id: \(id) (made up; give --user-id to choose one)", to: .error)
      }
      state = FlowState(
        userID: id, attributes: attributes(for: definition),
        variants: try forcing.resolve(for: runner.flow, command: RunCommand.self))
      try loadStickyBuckets(into: &state, flow: definition, store: runEvents.store)
      try keepFirstAssignments(
        startingAssignments(state, flow: definition), flow: definition, store: runEvents.store)
      sessionID = SessionStore.newID(using: &generator)
    }
    let handOff = EventHandOff(
      sink: runEvents.sink,
      run: RunIdentity(
        session: sessionID, user: state.userID, flow: definition.name, flowVersion: definition.version))
    let dumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"
    if !plain, !dumb, FileTerminal.isInteractive() {
      return try runWizard(runner, state, handOff: handOff, store: runEvents.store)
    }
    var mode = PlainMode(
      runner: runner, output: { if !handOff.hasFailed { Console.write($0, to: .error) } },
      events: { handOff.handOn($0) })
    mode.texts = texts(for: definition)
    let lines = StandardInputLines()
    lines.catchInterrupt()
    let outcome = mode.run(&state, input: StoppableLines(lines, handOff: handOff))
    try handOff.check()
    if lines.wasInterrupted {
      try saveAndStop(state, handOff: handOff, flowName: runner.flow.name, store: runEvents.store)
    }
    switch outcome {
    case .finished(let user):
      try emit(user)
      return true
    case .unfinished(let step, let missing):
      let needs = missing.isEmpty ? "" : "; it needs " + missing.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandFailure("the input ended at step '\(step)' before the flow was finished\(needs)")
    }
  }

  private func runWizard<Model>(
    _ runner: FlowRunner<Model>, _ state: FlowState<Model>, handOff: EventHandOff, store: (any EventStore)?
  ) throws -> Bool {
    let terminal = FileTerminal()
    guard terminal.begin() else {
      throw CommandFailure("the terminal cannot be put in raw mode; try --plain")
    }
    var wizard: WizardModel<Model>
    do {
      wizard = try WizardModel(runner: runner, state: state)
      wizard.texts = texts(for: runner.flow)
    } catch {
      terminal.end()
      throw CommandFailure(error.description)
    }
    let color = Terminal.colorEnabled(for: .output)
    let outcome = WizardLoop(renderer: ScreenRenderer(style: Style(color: color), texts: wizard.texts))
      .run(&wizard, on: StoppableTerminal(terminal, handOff: handOff)) { handOff.handOn($0) }
    terminal.end()
    try handOff.check()
    switch outcome {
    case .finished(let user):
      try emit(user)
      return true
    case .quit, .interrupted:
      try saveAndStop(wizard.state, handOff: handOff, flowName: runner.flow.name, store: store)
    }
  }

  /// Saves the session, prints the command that continues it, and ends the
  /// run with `CancellationError` (exit 130): Ctrl-C or quitting.
  private func saveAndStop<Model>(
    _ state: FlowState<Model>, handOff: EventHandOff, flowName: String, store: (any EventStore)?
  ) throws -> Never {
    let session = handOff.run.session
    let place = try saveSession(state, id: session, flowName: flowName, store: store)
    Console.writeLine("Session \(session) saved in \(place). To continue:", to: .error)
    Console.writeLine("  \(continueCommand(session))", to: .error)
    throw CancellationError()
  }

  /// The exact command that continues the session.
  func continueCommand(_ sessionID: String) -> String {
    var words = [CommandLine.arguments.first ?? "onboard", "run", flow, "--resume", sessionID]
    if let db { words += ["--db", StoreLocation.redacted(db)] }
    if noStore { words.append("--no-store") }
    if let out { words += ["--out", out] }
    if plain { words.append("--plain") }
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  /// The model's JSON on stdout, or in `--out`.
  func emit<Model: Onboardable>(_ model: Model) throws {
    try emit(text: JSONWriter.object(Model.schema.jsonMembers(of: model)) + "\n")
  }

  /// `text` on stdout, or in `--out`.
  func emit(text: String) throws {
    try CommandOutput.write(text, to: out)
  }

  /// A word as a POSIX shell reads it back.
  static func shellQuoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
