import OnboardKit

/// One flow a person can be shown: the base flow, or the base flow with some
/// experiments' variants applied (in the order the experiments are written,
/// as the runner applies them).
package struct VariantFlow: Sendable {
  /// `base`, or the forced variants: `signup-plan-first=plan-first`.
  package var label: String
  /// The variants that show this flow through the real runner: the chosen
  /// ones, and every other experiment's first variant without edits.
  package var forced: [String: String]
  /// The flow itself, without experiments.
  package var flow: FlowDefinition

  /// The base flow, then each variant that edits the flow, applied alone.
  package static func all(of flow: FlowDefinition) -> [VariantFlow] {
    var flows = [combination(of: flow, choosing: [:])]
    for experiment in flow.experiments {
      for variant in experiment.variants where variant.hasEdits {
        flows.append(combination(of: flow, choosing: [experiment.key: variant.id]))
      }
    }
    return flows
  }

  /// The flow shown with `chosen` variants (experiment key → variant id);
  /// experiments not chosen show their base.
  package static func combination(of flow: FlowDefinition, choosing chosen: [String: String]) -> VariantFlow {
    var base = flow
    base.experiments = []
    var applied = base
    var forced: [String: String] = [:]
    var labels: [String] = []
    for experiment in flow.experiments {
      if let id = chosen[experiment.key], let variant = experiment.variants.first(where: { $0.id == id }) {
        applied = applied.applying(variant)
        forced[experiment.key] = id
        labels.append("\(experiment.key)=\(id)")
      } else if let plain = experiment.variants.first(where: { !$0.hasEdits }) {
        forced[experiment.key] = plain.id
      }
    }
    return VariantFlow(
      label: labels.isEmpty ? "base" : labels.joined(separator: ","), forced: forced, flow: applied)
  }

  /// Whether every experiment is forced, so the real runner shows exactly this flow.
  package func isReachable(in flow: FlowDefinition) -> Bool {
    flow.experiments.allSatisfy { forced[$0.key] != nil }
  }
}
