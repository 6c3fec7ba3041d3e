import Foundation
import OnboardKit
import OnboardTerminal

extension RunCommand {
  /// A person answers: the wizard on a terminal, plain line mode otherwise
  /// (or with `--plain`). Ctrl-C and quitting save the session and end with
  /// `CancellationError` (exit 130) after printing the command that continues it.
  func performInteractive(_ definition: FlowDefinition) throws -> Bool {
    var generator = SystemRandomNumberGenerator()
    let store = SessionStore()
    let runner = FlowRunner<User>(flow: definition)
    var state: FlowState<User>
    let sessionID: String
    if let resume {
      do {
        state = try WizardSession<User>.decode(try store.load(resume)).state
      } catch let error as SessionError {
        throw CommandFailure(error.message)
      } catch {
        throw CommandFailure("session '\(resume)' cannot be read: \(error)")
      }
      sessionID = resume
    } else {
      let id = userID ?? SessionStore.newUserID(using: &generator)
      if userID == nil {
        Console.writeLine("user id: \(id) (made up; give --user-id to choose one)", to: .error)
      }
      state = FlowState(
        userID: id, attributes: attributeValues,
        variants: try ForcedVariantArguments.resolve(variants, for: runner.flow))
      sessionID = SessionStore.newID(using: &generator)
    }
    if !plain, FileTerminal.isInteractive() {
      return try runWizard(runner, state, store: store, sessionID: sessionID)
    }
    let mode = PlainMode(runner: runner, output: { Console.write($0, to: .error) })
    switch mode.run(&state, input: StandardInputLines()) {
    case .finished(let user):
      try emit(user)
      return true
    case .unfinished(let step, let missing):
      let needs = missing.isEmpty ? "" : "; it needs " + missing.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandFailure("the input ended at step '\(step)' before the flow was finished\(needs)")
    }
  }

  private func runWizard(
    _ runner: FlowRunner<User>, _ state: FlowState<User>, store: SessionStore, sessionID: String
  )
    throws -> Bool
  {
    let terminal = FileTerminal()
    guard terminal.begin() else {
      throw CommandFailure("the terminal cannot be put in raw mode; try --plain")
    }
    var wizard: WizardModel<User>
    do {
      wizard = try WizardModel(runner: runner, state: state)
    } catch {
      terminal.end()
      throw CommandFailure(error.description)
    }
    let color = Terminal.colorEnabled(for: .output)
    let outcome = WizardLoop(renderer: ScreenRenderer(style: Style(color: color))).run(&wizard, on: terminal)
    terminal.end()
    switch outcome {
    case .finished(let user):
      try emit(user)
      return true
    case .quit, .interrupted:
      let data = try WizardSession(flowPath: flow, state: wizard.state).encoded()
      let url = try store.save(data, id: sessionID)
      Console.writeLine("Session saved to \(url.path). To continue:", to: .error)
      Console.writeLine("  \(continueCommand(sessionID))", to: .error)
      throw CancellationError()
    }
  }

  /// The exact command that continues the session.
  func continueCommand(_ sessionID: String) -> String {
    var words = [CommandLine.arguments.first ?? "onboard", "run", flow, "--resume", sessionID]
    if let out { words += ["--out", out] }
    if plain { words.append("--plain") }
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  /// The User's JSON on stdout, or in `--out`.
  private func emit(_ user: User) throws {
    let json = JSONWriter.object(User.schema.jsonMembers(of: user)) + "\n"
    guard let out else {
      Console.write(json)
      return
    }
    do {
      try Data(json.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      throw CommandFailure("cannot write \(out): \(error.localizedDescription)")
    }
    Console.writeLine("wrote \(out)", to: .error)
  }

  /// A word as a POSIX shell reads it back.
  static func shellQuoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
