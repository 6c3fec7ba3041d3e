import OnboardKit

/// The wizard without cursor control, for pipes, scripts and screen
/// readers: each prompt is one line on `output` (standard error), each
/// answer one line of input; the same runner checks everything.
///
/// ```sh
/// printf 'Ada\nLovelace\n…' | onboard run Flows/signup.yaml --plain
/// ```
///
/// An empty line keeps the earlier answer or the default (or leaves an
/// optional field unanswered), also after an invalid line; an invalid line
/// is reported and asked again (a choice names the numbers and labels shown);
/// `:back` goes back one step. A rejected final check lists every problem
/// and returns to the step that owns the first. Control characters in what
/// is echoed (answers, labels, messages) are shown as ``ControlPictures``.
package struct PlainMode<Model: Onboardable & Codable & Hashable>: Sendable {
  /// How a plain run ended.
  package enum Outcome: Sendable, Hashable {
    /// The model was built.
    case finished(Model)
    /// The input ended first: the step, and the required fields it still needs.
    case unfinished(step: String, missing: [String])
  }

  /// The runner every answer goes through.
  package let runner: FlowRunner<Model>
  /// Where prompts and messages go, control characters already shown as
  /// ``ControlPictures`` (an answer's escape sequence is never echoed raw).
  package let output: @Sendable (String) -> Void
  /// Where each action's events go, before the next prompt is written.
  package let events: @Sendable ([FlowEvent]) -> Void
  /// Plain mode's own words ("Step 2 of 7", "(required)").
  package var texts: WizardTexts = .english

  /// Plain mode on a runner, writing prompts to `output` and handing the
  /// runner's events to `events`.
  package init(
    runner: FlowRunner<Model>, output: @escaping @Sendable (String) -> Void,
    events: @escaping @Sendable ([FlowEvent]) -> Void = { _ in }
  ) {
    self.runner = runner
    self.output = { output(ControlPictures.shownKeepingLines($0)) }
    self.events = events
  }

  /// Sends an action through the runner and hands its events on; `nil`
  /// when the runner refused it.
  @discardableResult
  func perform(_ action: FlowAction, _ state: inout FlowState<Model>) -> [FlowEvent]? {
    guard let sent = try? runner.reduce(&state, action) else { return nil }
    if !sent.isEmpty { events(sent) }
    return sent
  }

  /// Runs from `state` (new or resumed) until the model is built or the input ends.
  package func run(_ state: inout FlowState<Model>, input: any LineSource) -> Outcome {
    if state.status == .notStarted { perform(.start, &state) }
    if let title = runner.flow.title { output(title + "\n") }
    while let step = runner.currentStep(state) {
      let fields = FieldInfo.asked(by: runner, state)
      let progress = runner.progress(state)
      let title = (runner.sectionTitles(state) + [step.title ?? step.id]).joined(separator: " › ")
      output("\n\(texts.step(progress.index, progress.total)): \(title)\n")
      if let body = step.body { output(body + "\n") }
      if let note = step.note { output(note + "\n") }
      if step.isFinal { showSummary(state) }
      if fields.isEmpty, !step.isFinal, step.note != nil || step.isSkippable {
        switch pause(step, &state, input) {
        case .answered: break
        case .back: continue
        case .ended: return unfinished(state, fields)
        }
      }
      let earlier = fields.map { state.answers.get($0.key) }
      var asking = Array(fields.indices)
      while true {
        var wentBack = false
        for index in asking {
          switch ask(fields[index], earlier: earlier[index], &state, input) {
          case .answered: continue
          case .back: wentBack = true
          case .ended: return unfinished(state, fields)
          }
          break
        }
        if wentBack { break }
        let before = state.current
        guard let sent = perform(.submit, &state) else { return unfinished(state, fields) }
        if case .completed(let model) = state.status { return .finished(model) }
        if case .rejected(let problems) = state.status {
          guard rejected(problems, &state, input) else { return unfinished(state, fields) }
          break
        }
        if sent.contains(where: { $0.kind == .stepCompleted }) || state.current != before { break }
        for (field, messages) in state.fieldErrors.sorted(by: { $0.key < $1.key }) {
          let label = fields.first { $0.key == field }?.label ?? field
          for message in messages { output("! \(label): \(message)\n") }
        }
        asking = fields.indices.filter { !(state.fieldErrors[fields[$0].key]?.isEmpty ?? true) }
        if asking.isEmpty { asking = Array(fields.indices) }
      }
    }
    return unfinished(state, [])
  }

  private func unfinished(_ state: FlowState<Model>, _ fields: [FieldInfo]) -> Outcome {
    let missing = fields.filter { $0.isRequired && state.answers.get($0.key) == nil }.map(\.key)
    return .unfinished(step: state.current ?? "", missing: missing)
  }

  private func showSummary(_ state: FlowState<Model>) {
    for name in state.history {
      guard let step = runner.step(named: name, in: state) else { continue }
      for field in FieldInfo.answered(on: step, state) {
        output("  \(field.label): \(state.answers.get(field.key).map(field.display) ?? "-")\n")
      }
    }
  }
}
