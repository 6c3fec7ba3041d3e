import Foundation
import Synchronization

/// The experiments of a flow at run time: assignment at `start`, the program
/// of each person's combination of variants (see ``VariantCombinations``),
/// and exposure events where they matter.
final class ExperimentSet<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The experiments, each in a box: reading a definition out of an array
  /// copied it, reading it out of a box's `let` does not.
  private let boxes: [ExperimentBox]
  /// The experiments' definitions, in order (read when a combination's
  /// program is built, not per person).
  var experiments: [ExperimentDefinition] { boxes.map(\.definition) }
  /// The flow's holdout as a two-arm experiment, when it has one (boxed
  /// like the experiments: tested or mapped in place, an optional
  /// definition was copied on every `start`).
  private let holdout: ExperimentBox?
  /// The experiments whose exposure is logged at the first step.
  let startExposures: Set<String>
  private let combinations: VariantCombinations
  let base: FlowDefinition
  private let clock: @Sendable () -> Date
  /// The programs of the first ``prebuiltCount`` combinations, by index,
  /// built with the set.
  private let prebuilt: [VariantProgram<Model>]
  /// The programs of the other combinations, built on first use and kept.
  private let later = Mutex<[Int: VariantProgram<Model>]>([:])

  /// How many combinations are compiled up front; a flow with more builds
  /// the rest as people reach them.
  static var prebuiltCount: Int { 256 }

  init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date) {
    var base = flow
    base.experiments = []
    self.base = base
    self.boxes = flow.experiments.map(ExperimentBox.init)
    self.holdout = flow.holdout.map { ExperimentBox($0.experiment) }
    self.clock = clock
    self.startExposures = Set(flow.assignedExperiments.filter { $0.exposure == .start }.map(\.key))
    let combinations = VariantCombinations(flow.experiments)
    self.combinations = combinations
    // Each combination's flow is made once: a combination's siblings are combinations too.
    var flows: [Int: FlowDefinition] = [:]
    self.prebuilt = (0..<min(combinations.total, Self.prebuiltCount)).map { index in
      Self.program(index, combinations, flow.experiments, clock) { index in
        if let made = flows[index] { return made }
        let made = Self.flow(combinations.choices(at: index), flow.experiments, base)
        flows[index] = made
        return made
      }
    }
  }

  /// Assigns every experiment at `start`, then the holdout (whose people
  /// get the base flow in every experiment); variants given beforehand are forced.
  func assign(_ state: inout FlowState<Model>) {
    let forced = state.variants
    state.pendingExposures = []
    state.assignments = []
    state.assignments.reserveCapacity(boxes.count + (holdout == nil ? 0 : 1))
    let held = holdout?.assign(
      heldOut: false, userID: state.userID, attributes: state.attributes, forced: forced,
      sticky: state.stickyBuckets)
    let heldOut = held?.isHeldOut ?? false
    // Each experiment assigned by its box: `experiments[index]` passed on,
    // or the box's definition read here, copied the definition (≈ 500
    // instructions an experiment).
    for index in boxes.indices {
      let assignment = boxes[index].assign(
        heldOut: heldOut, userID: state.userID, attributes: state.attributes, forced: forced,
        sticky: state.stickyBuckets)
      // Read before the assignment is appended, so it is moved, not copied.
      let shown =
        assignment.inExperiment || assignment.reason == .stoppedWinner || assignment.reason == .forced
      // A forced variant the experiment has is already there; writing it
      // again would copy the variants (still shared with `forced`).
      let writes = assignment.reason != .forced || !assignment.inExperiment
      let variant = shown ? assignment.variantID : nil
      let logs = assignment.logsExposure
      state.assignments.append(assignment)
      let key = combinations.keys[index]
      if writes { state.variants[key] = variant }
      if logs { state.pendingExposures.append(key) }
    }
    if let held {
      state.assignments.append(held)
      state.variants[held.experimentKey] = held.inExperiment ? held.variantID : nil
      if held.logsExposure { state.pendingExposures.append(held.experimentKey) }
    }
    if !state.stickyBuckets.isEmpty { state.stickyBuckets = [] }
  }

  /// Per node of `graph` (the base flow's), whether every combination of
  /// variants shows its step, with the same fields; `false` throughout when
  /// some combinations are built only on first use.
  func sameFields(in graph: FlowGraph) -> [Bool] {
    guard prebuilt.count == combinations.total else { return graph.nodes.map { _ in false } }
    return graph.nodes.map { node in
      node.role == .step
        && prebuilt.allSatisfy { variant in
          let program = variant.program
          return program.nodeByName[node.name].map { program.graph.nodes[$0].step.fields == node.step.fields }
            ?? false
        }
    }
  }

  /// The program of the person's combination of variants.
  func variant(for variants: [String: String]) -> VariantProgram<Model> {
    let index = combinations.index(of: variants)
    if index < prebuilt.count { return prebuilt[index] }
    return later.withLock { built in
      if let program = built[index] { return program }
      let definitions = experiments
      let program = Self.program(index, combinations, definitions, clock) { [base] in
        Self.flow(combinations.choices(at: $0), definitions, base)
      }
      built[index] = program
      return program
    }
  }

  /// The program of one combination of variants, with where each
  /// experiment's arms part ways in it.
  ///
  /// An experiment diverges at a step when a sibling combination — the same
  /// variants of every other experiment, another arm of this one — shows that
  /// step differently or shows another step at its place. Comparing with
  /// siblings rather than with the base flow puts the exposure of every arm at
  /// the same point of the path even when another experiment reorders the
  /// steps (an arm that inserts a step right after `plan`, under a variant of
  /// another experiment that puts `plan` first, diverges right after `plan` in
  /// every arm, not only in the one that inserts).
  /// `flowOf` gives any combination's flow.
  private static func program(
    _ index: Int, _ combinations: VariantCombinations, _ experiments: [ExperimentDefinition],
    _ clock: @escaping @Sendable () -> Date, flowOf: (Int) -> FlowDefinition
  ) -> VariantProgram<Model> {
    let choices = combinations.choices(at: index)
    let flow = flowOf(index)
    var divergingAt: [String: [String]] = [:]
    for experiment in experiments.indices {
      var steps = Set<String>()
      for other in 0..<combinations.counts[experiment] where other != choices[experiment] {
        let sibling = combinations.index(index, changing: experiment, to: other)
        steps.formUnion(ExperimentEdits.changedSteps(flow, flowOf(sibling)))
      }
      for step in steps { divergingAt[step, default: []].append(experiments[experiment].key) }
    }
    let labels = zip(experiments, choices).filter { $0.1 > 0 }.map { experiment, choice in
      "variant '\(experiment.variants[choice - 1].id)' of experiment '\(experiment.key)'"
    }
    return VariantProgram(
      program: FlowProgram<Model>(flow: flow, variantLabels: labels, clock: clock), divergingAt: divergingAt)
  }

  /// The base flow with the variant of each choice applied (0: the base).
  private static func flow(_ choices: [Int], _ experiments: [ExperimentDefinition], _ base: FlowDefinition)
    -> FlowDefinition
  {
    var flow = base
    for (experiment, choice) in zip(experiments, choices) where choice > 0 {
      flow = flow.applying(experiment.variants[choice - 1])
    }
    return flow
  }
}

/// One experiment's definition behind a reference (see ``ExperimentSet``).
private final class ExperimentBox: Sendable {
  let definition: ExperimentDefinition

  init(_ definition: ExperimentDefinition) {
    self.definition = definition
  }

  /// The person's assignment in the experiment: the base variant when the
  /// holdout holds them out. The definition is read in place, within the
  /// box's own method; read by the caller it was copied for the call.
  func assign(
    heldOut: Bool, userID: String, attributes: [String: JSONValue], forced: [String: String],
    sticky: [StickyBucket]
  ) -> Assignment {
    heldOut
      ? Assignment.heldOut(definition, userID: userID, attributes: attributes)
      : ExperimentAssigner.assign(
        definition, userID: userID, attributes: attributes, forced: forced, sticky: sticky)
  }
}

/// The program of one combination of variants.
final class VariantProgram<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The variants' flow, compiled.
  let program: FlowProgram<Model>
  /// Per top-level step id of its flow, the experiments whose arms part ways there.
  let divergingAt: [String: [String]]

  init(program: FlowProgram<Model>, divergingAt: [String: [String]]) {
    self.program = program
    self.divergingAt = divergingAt
  }
}
