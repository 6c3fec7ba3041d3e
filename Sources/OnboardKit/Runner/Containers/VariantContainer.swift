/// An experiment's variant, between a flow's sub-flows and the flow itself:
/// it moves the run between the top-level steps of the variant's flow (its
/// order, its skipped and inserted steps). The flow container above it only
/// sees what the variant passes.
final class VariantContainer: RunContainer {
  /// `variant 'plan-first' of experiment 'signup-plan-first'`.
  let name: String

  init(name: String) {
    self.name = name
  }

  func handle(_ message: ContainerMessage, route: (Int) -> Int?) -> ContainerDecision {
    switch message {
    case .submitted(let node):
      guard let target = route(node) else { return .pass(message) }
      return .moveTo(target)
    }
  }
}
