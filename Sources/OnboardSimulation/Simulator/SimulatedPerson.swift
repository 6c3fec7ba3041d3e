import Foundation

/// One simulated person at a time: drives the runner through a person's
/// whole run and keeps their events in ``events``. The buffers are reused
/// from person to person, so a run of a million people allocates little
/// beyond what the runner itself does.
struct SimulatedPerson<Model: Onboardable & Codable & Hashable> {
  let simulator: Simulator<Model>
  /// The events of the last person simulated, with simulated times.
  private(set) var events: [FlowEvent] = []
  /// The outcomes of the last person simulated (the persona's `outcomes:`).
  private(set) var outcomes: [SimulatedOutcome] = []
  /// The last answer given to each field, kept only when outcomes read them.
  private var given: [String: JSONValue] = [:]
  /// Per step: 0 not yet seen, 1 seen (abandonment and back drawn), 2 answered.
  private var progress: [UInt8]
  private var answers: [JSONValue?] = []
  private var wrong: [Bool] = []
  private var random = SimulationRandom(seed: 0, stream: 0)
  private var now = 0.0
  private var state: FlowState<Model>
  private var userID = ""

  /// The detail of the `abandoned` event of a person the final step rejected.
  static var rejectedDetail: String { "rejected" }

  init(simulator: Simulator<Model>) {
    self.simulator = simulator
    progress = [UInt8](repeating: 0, count: max(1, simulator.stepCount))
    state = FlowState<Model>(userID: "")
    events.reserveCapacity(64)
  }

  /// Simulates person `index` into ``events`` and returns their run's identity.
  mutating func simulate(_ index: Int, summary: inout SimulationSummary) throws(SimulationError)
    -> RunIdentity
  {
    random = SimulationRandom(seed: simulator.seed, stream: UInt64(truncatingIfNeeded: index))
    userID = simulator.userID(index)
    events.removeAll(keepingCapacity: true)
    outcomes.removeAll(keepingCapacity: true)
    given.removeAll(keepingCapacity: true)
    for slot in progress.indices { progress[slot] = 0 }
    now = simulator.persona.start.timeIntervalSince1970 + Double(index) * simulator.persona.spacing
    state = FlowState<Model>(userID: userID, attributes: simulator.drawAttributes(&random))
    try send(.start)
    let plan = simulator.plans.plan(for: state.variants)
    var gaveUp = false
    while state.status == .inProgress, let name = state.current {
      guard let step = plan.steps[name] else { break }
      gaveUp = try visit(step)
    }
    if case .rejected = state.status {
      // The final step refused the answers: the person gives up there.
      try send(.abandon, detail: Self.rejectedDetail)
      summary.rejected += 1
    }
    summary.people += 1
    switch state.status {
    case .completed: summary.completed += 1
    case .abandoned: summary.abandoned += 1
    default: break
    }
    if gaveUp { summary.gaveUpAfterProblems += 1 }
    if case .completed = state.status, !simulator.persona.outcomes.isEmpty {
      drawOutcomes()
      summary.outcomes += outcomes.count
    }
    summary.events += events.count
    for event in events {
      if event.kind == .validationFailed { summary.validationFailures += 1 }
      if event.kind == .back { summary.backs += 1 }
    }
    return RunIdentity(
      session: userID, user: userID, flow: simulator.flow.name, flowVersion: simulator.flow.version)
  }

  /// One visit to a step: on first sight maybe give up or go back; then
  /// answer (once) and submit until the step is left. True when the person
  /// gave up because the answers kept failing.
  private mutating func visit(_ step: StepPlan) throws(SimulationError) -> Bool {
    let seconds = step.seconds.sample(&random)
    if progress[step.index] == 0 {
      progress[step.index] = 1
      if random.chance(step.abandon) {
        now += seconds * 0.5
        try send(.abandon)
        return false
      }
      if random.chance(step.back), !state.history.isEmpty {
        now += seconds * 0.5
        try send(.back)
        return false
      }
    }
    guard progress[step.index] == 1 else {
      // Back here after going back from a later step: every answer is in place.
      now += seconds * 0.3
      return try submitting(step, seconds: seconds)
    }
    progress[step.index] = 2
    draw(step, invalid: true)
    now += seconds
    try answerAll(step)
    return try submitting(step, seconds: seconds)
  }

  /// Submits until the step is left: after a failure, fixes the wrong
  /// answers; after that, draws fresh answers; after ``Simulator/maxAttempts``
  /// failures (or a rejected final step), gives up.
  private mutating func submitting(_ step: StepPlan, seconds: Double) throws(SimulationError) -> Bool {
    for attempt in 0..<Simulator<Model>.maxAttempts {
      if try submit() { return false }
      guard case .inProgress = state.status else { break }
      if attempt == 0, wrong.contains(true) {
        for (slot, field) in step.fields.enumerated() where slot < wrong.count && wrong[slot] {
          wrong[slot] = false
          if let value = answers[slot] { try send(.answer(field: field.key, value: value)) }
        }
      } else {
        draw(step, invalid: false)
        try answerAll(step)
      }
      now += seconds * 0.5
    }
    try send(.abandon)
    return true
  }

  /// Draws the valid answers of a step (and which are given wrong first).
  private mutating func draw(_ step: StepPlan, invalid: Bool) {
    answers.removeAll(keepingCapacity: true)
    wrong.removeAll(keepingCapacity: true)
    for field in step.fields {
      let blank = random.chance(field.blank)
      answers.append(blank ? nil : field.answer.answer(&random, userID: userID, attributes: state.attributes))
      wrong.append(invalid && !blank && random.chance(field.invalid))
    }
  }

  private mutating func answerAll(_ step: StepPlan) throws(SimulationError) {
    // A field whose `when:` is false is not asked, so it is not answered.
    let asked = step.hasConditionalFields ? Set(simulator.runner.askedFields(state).map(\.key)) : nil
    for (slot, field) in step.fields.enumerated() where slot < answers.count {
      if let asked, !asked.contains(field.key) { continue }
      if wrong[slot] {
        try send(.answer(field: field.key, value: field.invalidValue))
      } else if let value = answers[slot] {
        try send(.answer(field: field.key, value: value))
      }
    }
  }

  /// Submits the step; true when it was left (completed).
  private mutating func submit() throws(SimulationError) -> Bool {
    let before = events.count
    try send(.submit)
    return events[before...].contains { $0.kind.leavesStep }
  }

  /// Draws the outcomes of a person whose run completed now: each rule whose
  /// `when` holds over their answers and attributes happens with its chance
  /// (times their variants' factors), `after` days later, with its value.
  private mutating func drawOutcomes() {
    var facts = state.attributes
    facts.merge(given) { _, answer in answer }
    facts["id"] = .string(userID)
    let object = JSONValue.object(facts)
    for rule in simulator.persona.outcomes where rule.when?.evaluate(object) ?? true {
      guard random.chance(simulator.persona.chance(of: rule, variants: state.variants)) else { continue }
      let milliseconds = ((now + rule.after.sample(&random) * 86_400) * 1_000).rounded()
      let value = (rule.value.sample(&random) * 100).rounded() / 100
      outcomes.append(
        SimulatedOutcome(
          user: userID, event: rule.event, value: value,
          time: Date(timeIntervalSince1970: milliseconds / 1_000)))
    }
  }

  /// Sends an action and keeps its events, stamped with the simulated time
  /// (and with `detail`, when given).
  private mutating func send(_ action: FlowAction, detail: String? = nil) throws(SimulationError) {
    if case .answer(let field, let value) = action, !simulator.persona.outcomes.isEmpty {
      given[field] = value
    }
    let produced: [FlowEvent]
    do {
      produced = try simulator.runner.reduce(&state, action)
    } catch {
      throw .runner(user: userID, error)
    }
    let time = Date(timeIntervalSince1970: now)
    for var event in produced {
      event.time = time
      if let detail { event.detail = detail }
      events.append(event)
    }
  }
}
