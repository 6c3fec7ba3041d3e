import Foundation

/// The experiments of a flow at run time: assignment at `start`, the runner
/// of each person's variant flow (built once per combination of variants and
/// kept), and exposure events where they matter.
final class ExperimentSet<Model: Onboardable & Codable & Hashable>: @unchecked Sendable {
  // NB: @unchecked: `built` is only touched while holding `lock`.
  let base: FlowDefinition
  let experiments: [ExperimentDefinition]
  /// Per experiment key, the top-level steps any of its variants shows
  /// differently or at another place than the base flow.
  let divergence: [String: Set<String>]
  private let clock: @Sendable () -> Date
  /// Per experiment, how many slots its digit has: its variants plus the base.
  private let radices: [Int]
  /// The runners of the first 256 combinations, by slot.
  private let prebuilt: [FlowRunner<Model>]
  private let lock = NSLock()
  private var built: [Int: FlowRunner<Model>] = [:]

  init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date) {
    var base = flow
    base.experiments = []
    self.base = base
    self.experiments = flow.experiments
    self.clock = clock
    var divergence: [String: Set<String>] = [:]
    for experiment in flow.experiments {
      divergence[experiment.key] = experiment.variants.reduce(into: Set<String>()) { steps, variant in
        steps.formUnion(ExperimentEdits.changedSteps(base, base.applying(variant)))
      }
    }
    self.divergence = divergence
    let radices = flow.experiments.map { $0.variants.count + 1 }
    self.radices = radices
    let combinations = radices.reduce(1) {
      $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1
    }
    self.prebuilt = (0..<min(combinations, 256)).map {
      Self.makeRunner(slot: $0, experiments: flow.experiments, radices: radices, base: base, clock: clock)
    }
  }

  /// Assigns every experiment at `start`; variants given beforehand are forced.
  func assign(_ state: inout FlowState<Model>) {
    let forced = state.variants
    state.pendingExposures = []
    for experiment in experiments {
      let assignment = ExperimentAssigner.assign(
        experiment, userID: state.userID, attributes: state.attributes, forced: forced)
      let shown =
        assignment.inExperiment || assignment.reason == .stoppedWinner || assignment.reason == .forced
      state.variants[experiment.key] = shown ? assignment.variantID : nil
      if assignment.logsExposure { state.pendingExposures.append(experiment.key) }
    }
  }

  /// The runner of the person's variant flow.
  ///
  /// Each combination of variants has a slot: experiment by experiment, a
  /// digit that is 0 for the base flow (or a variant without edits) and the
  /// variant's position plus one otherwise. Up to 256 combinations are built
  /// when the runner is made; more are built on first use and kept.
  func runner(for state: FlowState<Model>) -> FlowRunner<Model> {
    var slot = 0
    for (index, experiment) in experiments.enumerated() {
      var digit = 0
      if let id = state.variants[experiment.key],
        let position = experiment.variants.firstIndex(where: { $0.id == id }),
        experiment.variants[position].hasEdits
      {
        digit = position + 1
      }
      slot = slot * radices[index] + digit
    }
    if slot < prebuilt.count { return prebuilt[slot] }
    lock.lock()
    defer { lock.unlock() }
    if let runner = built[slot] { return runner }
    let runner = Self.makeRunner(
      slot: slot, experiments: experiments, radices: radices, base: base, clock: clock)
    built[slot] = runner
    return runner
  }

  /// The runner of one combination of variants (see ``runner(for:)``).
  private static func makeRunner(
    slot: Int, experiments: [ExperimentDefinition], radices: [Int], base: FlowDefinition,
    clock: @escaping @Sendable () -> Date
  ) -> FlowRunner<Model> {
    var digits: [Int] = []
    var rest = slot
    for radix in radices.reversed() {
      digits.append(rest % radix)
      rest /= radix
    }
    digits.reverse()
    var flow = base
    var labels: [String] = []
    for (experiment, digit) in zip(experiments, digits) where digit > 0 {
      let variant = experiment.variants[digit - 1]
      flow = flow.applying(variant)
      labels.append("variant '\(variant.id)' of experiment '\(experiment.key)'")
    }
    return FlowRunner<Model>(flow: flow, variantLabels: labels, clock: clock)
  }

  /// Puts each pending exposure just before the first `step_viewed` of a
  /// step its experiment changes (or before the first event, for
  /// `exposure: start`).
  func addExposures(_ state: inout FlowState<Model>, _ events: inout [FlowEvent]) {
    guard !state.pendingExposures.isEmpty else { return }
    var index = 0
    while index < events.count, !state.pendingExposures.isEmpty {
      let event = events[index]
      guard event.kind == .stepViewed, let step = event.step else {
        index += 1
        continue
      }
      let top = String(step.prefix { $0 != "/" })
      for key in state.pendingExposures {
        guard let experiment = experiments.first(where: { $0.key == key }) else { continue }
        let now = experiment.exposure == .start || divergence[key]?.contains(top) == true
        guard now else { continue }
        events.insert(
          FlowEvent(.exposure, step: step, time: event.time, experiment: key, variant: state.variants[key]),
          at: index)
        index += 1
        state.pendingExposures.removeAll { $0 == key }
      }
      index += 1
    }
  }
}
