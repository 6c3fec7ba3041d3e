import Foundation

/// The experiments of a flow at run time: assignment at `start`, the runner
/// of each person's variant flow (built once per combination of variants and
/// kept), and exposure events where they matter.
final class ExperimentSet<Model: Onboardable & Codable & Hashable>: @unchecked Sendable {
  // NB: @unchecked: `runners` is only touched while holding `lock`.
  let base: FlowDefinition
  let experiments: [ExperimentDefinition]
  /// Per experiment key, the top-level steps any of its variants shows
  /// differently or at another place than the base flow.
  let divergence: [String: Set<String>]
  private let clock: @Sendable () -> Date
  private let lock = NSLock()
  private var runners: [String: FlowRunner<Model>] = [:]

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
  func runner(for state: FlowState<Model>) -> FlowRunner<Model> {
    var key = ""
    var chosen: [(ExperimentDefinition, VariantDefinition)] = []
    for experiment in experiments {
      guard let id = state.variants[experiment.key],
        let variant = experiment.variants.first(where: { $0.id == id }), variant.hasEdits
      else { continue }
      key += "\(experiment.key)=\(id);"
      chosen.append((experiment, variant))
    }
    lock.lock()
    defer { lock.unlock() }
    if let runner = runners[key] { return runner }
    var flow = base
    for (_, variant) in chosen { flow = flow.applying(variant) }
    let labels = chosen.map { "variant '\($0.1.id)' of experiment '\($0.0.key)'" }
    let runner = FlowRunner<Model>(flow: flow, variantLabels: labels, clock: clock)
    runners[key] = runner
    return runner
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
