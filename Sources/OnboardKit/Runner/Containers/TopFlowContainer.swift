/// The flow itself, at the top of every chain: it follows `next:` between its
/// own steps and keeps the stack that `back` pops.
final class TopFlowContainer: RunContainer {
  /// The flow's name.
  let flowName: String

  init(flowName: String) {
    self.flowName = flowName
  }

  var name: String { "flow '\(flowName)'" }

  func handle(_ message: ContainerMessage, route: (Int) -> Int?) -> ContainerDecision {
    switch message {
    case .submitted(let node):
      guard let target = route(node) else { return .pass(message) }
      return .moveTo(target)
    }
  }
}
