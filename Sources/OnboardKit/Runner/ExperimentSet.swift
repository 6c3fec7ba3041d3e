import Foundation

/// The experiments of a flow at run time: assignment at `start`, the runner
/// of each person's variant flow (built once per combination of variants and
/// kept), and exposure events where they matter.
final class ExperimentSet<Model: Onboardable & Codable & Hashable>: @unchecked Sendable {
  // NB: @unchecked: `built` is only touched while holding `lock`.
  let base: FlowDefinition
  let experiments: [ExperimentDefinition]
  /// The experiments whose exposure is logged at the first step.
  private let startExposures: Set<String>
  private let clock: @Sendable () -> Date
  /// The experiments' keys, in order.
  private let keys: [String]
  /// Per experiment, the digit of each variant with edits (others count as the base).
  private let digits: [[(variant: String, digit: Int)]]
  /// Per experiment, how many slots its digit has: its variants plus the base.
  private let radices: [Int]
  /// The runners of the first 256 combinations, by slot.
  private let prebuilt: [RunnerBox<Model>]
  private let lock = NSLock()
  private var built: [Int: RunnerBox<Model>] = [:]

  init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date) {
    var base = flow
    base.experiments = []
    self.base = base
    self.experiments = flow.experiments
    self.clock = clock
    self.startExposures = Set(flow.experiments.filter { $0.exposure == .start }.map(\.key))
    self.keys = flow.experiments.map(\.key)
    self.digits = flow.experiments.map { experiment in
      var digits: [(variant: String, digit: Int)] = []
      for (position, variant) in experiment.variants.enumerated()
      where variant.hasEdits && !digits.contains(where: { $0.variant == variant.id }) {
        digits.append((variant.id, position + 1))
      }
      return digits
    }
    let radices = flow.experiments.map { $0.variants.count + 1 }
    self.radices = radices
    let combinations = radices.reduce(1) {
      $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1
    }
    // Every prebuilt slot's flow is made once: a slot's siblings are slots too.
    var flows: [Int: FlowDefinition] = [:]
    self.prebuilt = (0..<min(combinations, 256)).map {
      Self.makeBox(slot: $0, experiments: flow.experiments, radices: radices, clock: clock) { slot in
        if let made = flows[slot] { return made }
        let made = Self.flow(
          Self.digits(of: slot, radices: radices), experiments: flow.experiments, base: base)
        flows[slot] = made
        return made
      }
    }
  }

  /// Assigns every experiment at `start`; variants given beforehand are forced.
  func assign(_ state: inout FlowState<Model>) {
    let forced = state.variants
    state.pendingExposures = []
    state.assignments = []
    state.assignments.reserveCapacity(experiments.count)
    // NB: by index: `for experiment in experiments` would copy each definition.
    for index in experiments.indices {
      let assignment = ExperimentAssigner.assign(
        experiments[index], userID: state.userID, attributes: state.attributes, forced: forced)
      state.assignments.append(assignment)
      let shown =
        assignment.inExperiment || assignment.reason == .stoppedWinner || assignment.reason == .forced
      let variant = shown ? assignment.variantID : nil
      // NB: a forced variant the experiment has is already there; writing it
      // again would copy the variants (still shared with `forced`).
      if assignment.reason != .forced || !assignment.inExperiment { state.variants[keys[index]] = variant }
      if assignment.logsExposure { state.pendingExposures.append(keys[index]) }
    }
  }

  /// The runner of the person's variant flow, remembered in the state's
  /// cache until its variants change.
  func runner(caching state: inout FlowState<Model>) -> RunnerBox<Model> {
    if let cached = state.cache.variantRunner, cached.experiments === self {
      // NB: only this set stores under its identity, and only its own boxes.
      return unsafeDowncast(cached.box, to: RunnerBox<Model>.self)
    }
    let box = runner(for: state)
    state.cache.variantRunner = (self, box)
    return box
  }

  /// The runner of the person's variant flow.
  ///
  /// Each combination of variants has a slot: experiment by experiment, a
  /// digit that is 0 for the base flow (or a variant without edits) and the
  /// variant's position plus one otherwise. Up to 256 combinations are built
  /// when the runner is made; more are built on first use and kept.
  func runner(for state: FlowState<Model>) -> RunnerBox<Model> {
    // NB: a walk over the few variants instead of dictionary lookups:
    // hashing the keys cost more than the rest of a `reduce`.
    var slot = 0
    for index in keys.indices {
      var digit = 0
      for (key, variant) in state.variants where key == keys[index] {
        digit = digits[index].first { $0.variant == variant }?.digit ?? 0
      }
      slot = slot * radices[index] + digit
    }
    if slot < prebuilt.count { return prebuilt[slot] }
    lock.lock()
    defer { lock.unlock() }
    if let box = built[slot] { return box }
    let box = Self.makeBox(slot: slot, experiments: experiments, radices: radices, clock: clock) {
      [base, experiments, radices] in
      Self.flow(Self.digits(of: $0, radices: radices), experiments: experiments, base: base)
    }
    built[slot] = box
    return box
  }

  /// The runner of one combination of variants (see ``runner(for:)``), with
  /// where each experiment's arms part ways in it.
  ///
  /// An experiment diverges at a step when a sibling combination — the same
  /// variants of every other experiment, another arm of this one — shows that
  /// step differently or shows another step at its place. Comparing with
  /// siblings rather than with the base flow puts the exposure of every arm at
  /// the same point of the path even when another experiment reorders the
  /// steps (an arm that inserts a step right after `plan`, under a variant of
  /// another experiment that puts `plan` first, diverges right after `plan` in
  /// every arm, not only in the one that inserts).
  /// `flowOf` gives any slot's flow.
  private static func makeBox(
    slot: Int, experiments: [ExperimentDefinition], radices: [Int], clock: @escaping @Sendable () -> Date,
    flowOf: (Int) -> FlowDefinition
  ) -> RunnerBox<Model> {
    let digits = Self.digits(of: slot, radices: radices)
    let flow = flowOf(slot)
    var divergingAt: [String: [String]] = [:]
    var stride = 1  // how far apart in slots two arms of experiment `index` are
    for index in experiments.indices.reversed() {
      var steps = Set<String>()
      for other in 0..<radices[index] where other != digits[index] {
        steps.formUnion(ExperimentEdits.changedSteps(flow, flowOf(slot + (other - digits[index]) * stride)))
      }
      stride *= radices[index]
      for step in steps { divergingAt[step, default: []].append(experiments[index].key) }
    }
    let labels = zip(experiments, digits).filter { $0.1 > 0 }.map { experiment, digit in
      "variant '\(experiment.variants[digit - 1].id)' of experiment '\(experiment.key)'"
    }
    return RunnerBox(
      FlowRunner<Model>(flow: flow, variantLabels: labels, clock: clock), divergingAt: divergingAt)
  }

  /// A slot's digit per experiment (see ``runner(for:)``).
  private static func digits(of slot: Int, radices: [Int]) -> [Int] {
    var digits: [Int] = []
    var rest = slot
    for radix in radices.reversed() {
      digits.append(rest % radix)
      rest /= radix
    }
    return digits.reversed()
  }

  /// The base flow with the variant of each digit applied (0: the base).
  private static func flow(_ digits: [Int], experiments: [ExperimentDefinition], base: FlowDefinition)
    -> FlowDefinition
  {
    var flow = base
    for (experiment, digit) in zip(experiments, digits) where digit > 0 {
      flow = flow.applying(experiment.variants[digit - 1])
    }
    return flow
  }

  /// The `dimensions:` attributes the person has, as stored with an exposure.
  private static func dimensions(_ names: [String], of state: FlowState<Model>) -> JSONValue {
    var values: [String: JSONValue] = [:]
    for name in names { values[name] = state.attributes[name] }
    return .object(values)
  }

  /// Puts each pending exposure just before the first `step_viewed` of a
  /// step its experiment changes (or before the first event, for
  /// `exposure: start`).
  func addExposures(
    _ state: inout FlowState<Model>, _ events: inout [FlowEvent], divergingAt: [String: [String]]
  ) {
    guard !state.pendingExposures.isEmpty else { return }
    var index = 0
    while index < events.count, !state.pendingExposures.isEmpty {
      let event = events[index]
      guard event.kind == .stepViewed, let step = event.step else {
        index += 1
        continue
      }
      let top = step.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(step[..<$0]) } ?? step
      let diverging = divergingAt[top] ?? []
      for key in state.pendingExposures where diverging.contains(key) || startExposures.contains(key) {
        let assignment = state.assignments.first { $0.experimentKey == key }
        let detail = assignment.map { "\($0.reason.rawValue) \($0.hashAttribute)=\($0.hashValue)" }
        var exposure = FlowEvent(
          .exposure, step: step, detail: detail, time: event.time, experiment: key,
          variant: state.variants[key])
        if !base.dimensions.isEmpty { exposure.data = Self.dimensions(base.dimensions, of: state) }
        events.insert(exposure, at: index)
        index += 1
      }
      state.pendingExposures.removeAll { diverging.contains($0) || startExposures.contains($0) }
      index += 1
    }
  }
}

/// A runner kept by reference, so handing it out copies nothing.
final class RunnerBox<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The runner of one combination of variants.
  let runner: FlowRunner<Model>
  /// Per top-level step id of its flow, the experiments whose arms part ways there.
  let divergingAt: [String: [String]]

  init(_ runner: FlowRunner<Model>, divergingAt: [String: [String]]) {
    self.runner = runner
    self.divergingAt = divergingAt
  }
}
