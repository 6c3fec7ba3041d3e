import OnboardKit

extension WizardModel {
  /// Submits the step; on the final step, finishes or returns to the step
  /// that owns the first problem.
  mutating func submit() -> Outcome? {
    for index in fields.indices { commit(index) }
    let before = state.current
    guard let events = perform(.submit) else { return nil }
    switch state.status {
    case .completed(let model):
      return .finished(model)
    case .rejected(let problems):
      reject(problems)
    case .inProgress, .notStarted, .abandoned:
      if events.contains(where: { $0.kind == .stepCompleted }) {
        if let before {
          carried[before] = nil
          drafts[before] = nil
        }
        loadStep()
        if !summaryPath.isEmpty { return returnToSummary() }
      } else {
        focus = fields.firstIndex { !(state.fieldErrors[$0.key]?.isEmpty ?? true) } ?? focus
      }
    }
    return nil
  }

  /// Ctrl-S on a `skippable` step: leaves it with its fields empty (what
  /// was typed on it is let go).
  mutating func skip() -> Outcome? {
    let before = state.current
    guard let events = perform(.skip), events.contains(where: { $0.kind == .stepSkipped }) else { return nil }
    if let before {
      carried[before] = nil
      drafts[before] = nil
    }
    loadStep()
    return nil
  }

  /// Passes the steps between a fixed step and the summary again without
  /// asking, while each was on the path before and has every required
  /// answer; stops at the first that needs the person (or at the summary).
  private mutating func returnToSummary() -> Outcome? {
    while let step = runner.currentStep(state), !step.isFinal, let name = state.current,
      summaryPath.contains(name),
      fields.allSatisfy({ !$0.isRequired || state.answers.get($0.key) != nil || $0.defaultValue != nil }),
      let events = perform(.submit), events.contains(where: { $0.kind == .stepCompleted })
    {
      carried[name] = nil
      drafts[name] = nil
      loadStep()
    }
    if runner.currentStep(state)?.isFinal ?? true { summaryPath = [] }
    return nil
  }

  /// Esc or Shift-Tab: keeps what is typed here, then goes back a step; on
  /// the first step, asks whether to quit. From the summary, remembers the
  /// path so that a fix returns to it.
  mutating func goBack() {
    guard !state.history.isEmpty else {
      mode = .confirmingQuit
      return
    }
    if runner.currentStep(state)?.isFinal ?? false { summaryPath = Set(state.history) }
    for index in fields.indices { commit(index) }
    if let current = state.current {
      drafts[current] = Dictionary(zip(fields.map(\.key), prompts), uniquingKeysWith: { first, _ in first })
    }
    guard perform(.back) != nil else { return }
    loadStep()
  }

  /// Keeps every problem of a rejected final check beside its field, and goes
  /// back to the earliest step on the path that owns one.
  private mutating func reject(_ problems: [RunProblem]) {
    carried = [:]
    for problem in problems {
      carried[problem.step, default: [:]][problem.field ?? "", default: []].append(problem.message)
    }
    let owners = Set(problems.map(\.step))
    if let target = state.history.first(where: owners.contains) {
      summaryPath = Set(state.history)
      outbox += BackWalk.walk(to: target, &state, runner: runner)
    }
    loadStep()
  }

  /// Makes the prompts of the current step, each showing its answer so far.
  mutating func loadStep() {
    mode = .editing
    edited = []
    guard runner.currentStep(state) != nil else {
      fields = []
      prompts = []
      return
    }
    fields = FieldInfo.asked(by: runner, state)
    let draft = drafts[state.current ?? ""] ?? [:]
    prompts = fields.map { field in
      let answer = state.answers.get(field.key)
      if answer == nil, var typed = draft[field.key] {
        typed.resetFilter()
        return typed
      }
      return Prompt(field: field, value: answer)
    }
    let errors = currentErrors
    focus = fields.firstIndex { !(errors[$0.key]?.isEmpty ?? true) } ?? 0
  }

  /// The messages to show now: the runner's for this step, then those kept
  /// from a rejected final check; none for a field changed since (it is
  /// checked again when left). A field the step does not show (a computed
  /// one, `compute: yearsSince(birthDate)`) has its messages above the
  /// fields, after its label, as step-wide ones are shown.
  var currentErrors: [String: [String]] {
    var errors = state.fieldErrors
    for (field, messages) in carried[state.current ?? ""] ?? [:] {
      for message in messages where !(errors[field]?.contains(message) ?? false) {
        errors[field, default: []].append(message)
      }
    }
    errors = errors.filter { !$0.value.isEmpty && !edited.contains($0.key) }
    let shown = Set(fields.map(\.key))
    for key in errors.keys.sorted() where !key.isEmpty && !shown.contains(key) {
      let label = runner.currentStep(state)?.fields.first { $0.key == key }?.label ?? key
      errors["", default: []] += (errors.removeValue(forKey: key) ?? []).map { "\(label): \($0)" }
    }
    return errors
  }

  /// What the screen shows now.
  package var view: StepView {
    let step = runner.currentStep(state)
    let isFinal = step?.isFinal ?? false
    var view = StepView(
      flowTitle: runner.flow.title, stepTitle: step?.title ?? step?.id ?? "",
      body: step?.note ?? step?.body
        ?? (isFinal ? texts.checkAnswers : nil),
      progress: runner.progress(state), fields: fields, prompts: prompts, focus: focus,
      errors: currentErrors, summary: isFinal ? summary : [], isFinal: isFinal, mode: mode)
    view.sectionTitles = runner.sectionTitles(state)
    view.isSkippable = step?.isSkippable ?? false
    view.isNote = step?.note != nil
    return view
  }

  /// Every field asked on the path before this step, with its answer.
  package var summary: [StepView.SummaryRow] {
    state.history.flatMap { name -> [StepView.SummaryRow] in
      guard let step = runner.step(named: name, in: state) else { return [] }
      return FieldInfo.answered(on: step, state).map { field in
        StepView.SummaryRow(label: field.label, value: state.answers.get(field.key).map(field.display) ?? "-")
      }
    }
  }
}
