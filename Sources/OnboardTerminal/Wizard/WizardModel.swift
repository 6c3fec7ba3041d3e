import OnboardKit

/// The wizard as a value: keys in, runner actions out, and the ``StepView``
/// to draw. It holds the run's ``FlowState`` (changed only through the
/// runner) and one ``Prompt`` per field of the current step.
///
/// ```swift
/// var wizard = try WizardModel(runner: FlowRunner<User>(flow: flow), state: FlowState(userID: "u-1"))
/// for key in keys {
///   if let outcome = wizard.handle(key) { … }   // .finished(user), .quit, .interrupted
/// }
/// let frame = ScreenRenderer().render(wizard.view, columns: 80)
/// ```
public struct WizardModel<Model: Onboardable & Codable & Hashable>: Sendable {
  /// How the wizard ended.
  public enum Outcome: Sendable, Hashable {
    /// The final step built the model (after the summary was confirmed).
    case finished(Model)
    /// The person chose to quit (Esc on the first step, Ctrl-D on an empty field).
    case quit
    /// Ctrl-C.
    case interrupted
  }

  /// The runner every action goes through.
  public let runner: FlowRunner<Model>
  /// The run so far: what a session file saves.
  public internal(set) var state: FlowState<Model>
  /// The current step's fields.
  package internal(set) var fields: [FieldInfo] = []
  /// One prompt per field.
  package internal(set) var prompts: [Prompt] = []
  /// The focused field.
  package internal(set) var focus = 0
  /// Editing, or asking whether to quit.
  package internal(set) var mode: StepView.Mode = .editing
  /// Problems from a rejected final check, by step then field (`""`: the step's own).
  var carried: [String: [String: [String]]] = [:]
  /// What was typed on steps left with Esc, by step then field: kept even
  /// when it did not parse (the runner forgets those), so going back loses nothing.
  var drafts: [String: [String: Prompt]] = [:]
  /// The steps on the path when the person left the summary (Esc, or a
  /// rejection): once the fixed step is submitted, these steps are passed
  /// again without asking while their answers stand, back to the summary.
  var summaryPath: Set<String> = []
  /// Fields changed since their messages were shown: the messages are hidden
  /// until the field is checked again (when it is left or the step submitted).
  var edited: Set<String> = []
  /// Events the runner sent out that the loop has not handed on yet.
  public internal(set) var outbox: [FlowEvent] = []
  /// The wizard's own words (the final step's summary line); the renderer's
  /// should be the same language.
  public var texts: WizardTexts = .english

  /// A wizard on `state`; a run not yet started is started. A saved session's
  /// state continues at its step with every answer in place.
  ///
  /// - Parameters:
  ///   - runner: the flow's runner.
  ///   - state: a new state (started here) or a saved one.
  /// - Throws: ``RunnerError`` when the state cannot be started or belongs to another flow.
  ///
  /// ```swift
  /// let runner = FlowRunner<Member>(flow: flow)
  /// var wizard = try WizardModel(runner: runner, state: FlowState(userID: "m-1"))
  /// _ = wizard.handle(.character("A"))
  /// let events = wizard.takeEvents()
  /// ```
  public init(runner: FlowRunner<Model>, state: FlowState<Model>) throws(RunnerError) {
    self.runner = runner
    self.state = state
    if state.status == .notStarted { outbox = try runner.reduce(&self.state, .start) }
    loadStep()
  }

  /// Takes the events not handed on yet, oldest first, for an ``EventSink``.
  public mutating func takeEvents() -> [FlowEvent] {
    defer { outbox = [] }
    return outbox
  }

  /// Sends an action through the runner and keeps its events for the loop;
  /// `nil` when the runner refused it.
  @discardableResult
  mutating func perform(_ action: FlowAction) -> [FlowEvent]? {
    guard let events = try? runner.reduce(&state, action) else { return nil }
    outbox += events
    return events
  }

  /// Applies one key; an outcome when the wizard is done. On a choice, the
  /// first Esc clears a typed filter, and Enter with a filter that matches
  /// nothing is refused (it never takes the default).
  public mutating func handle(_ key: Key) -> Outcome? {
    if key == .control("c") { return .interrupted }
    if mode == .confirmingQuit {
      switch key {
      case .character("y"), .character("Y"): return .quit
      case .character("n"), .character("N"), .escape, .enter: mode = .editing
      default: break
      }
      return nil
    }
    switch key {
    case .escape where prompts.indices.contains(focus) && prompts[focus].isFiltering:
      prompts[focus].resetFilter()
    case .escape, .backTab:
      goBack()
    case .control("s") where runner.currentStep(state)?.isSkippable ?? false:
      return skip()
    case .control("d") where prompts.isEmpty || prompts[focus].isEmptyLine:
      mode = .confirmingQuit
    case .tab:
      moveFocus(by: 1, wrapping: true)
    case .enter:
      return enter()
    default:
      guard prompts.indices.contains(focus) else { return nil }
      let before = prompts[focus].answer
      if prompts[focus].handle(key) {
        if prompts[focus].answer != before { edited.insert(fields[focus].key) }
      } else {
        if key == .up { moveFocus(by: -1) }
        if key == .down { moveFocus(by: 1) }
      }
    }
    return nil
  }

  /// Enter: on a field before the last, checks it and moves on; on the last
  /// (or a step without fields), submits the step.
  private mutating func enter() -> Outcome? {
    if prompts.indices.contains(focus), prompts[focus].filtersOutEveryOption {
      prompts[focus].resetFilter(refusing: true)
      return nil
    }
    if focus < fields.count - 1 {
      commit(focus)
      if state.fieldErrors[fields[focus].key]?.isEmpty ?? true { focus += 1 }
      return nil
    }
    return submit()
  }

  private mutating func moveFocus(by step: Int, wrapping: Bool = false) {
    guard !fields.isEmpty else { return }
    commit(focus)
    let next = focus + step
    focus = wrapping ? (next + fields.count) % fields.count : min(max(next, 0), fields.count - 1)
  }

  /// Sends the answer of field `index` to the runner.
  mutating func commit(_ index: Int) {
    guard fields.indices.contains(index), let current = state.current else { return }
    let key = fields[index].key
    carried[current]?[key] = nil
    edited.remove(key)
    // A filter that matches nothing chooses nothing: the answer stays as it was.
    if prompts[index].filtersOutEveryOption {
      prompts[index].resetFilter()
      return
    }
    prompts[index].resetFilter()
    if let answer = prompts[index].answer {
      perform(.answer(field: key, value: answer))
    } else if state.answers.get(key) != nil {
      // An emptied field forgets its answer (`null`), so an optional field can be cleared.
      perform(.answer(field: key, value: .null))
    }
  }
}
