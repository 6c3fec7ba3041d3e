/// An included sub-flow: it moves the run between its own steps, and passes
/// the run up to its parent when it runs off its end (the parent then follows
/// the include step's own `next:`).
final class SubFlowContainer: RunContainer {
  /// The node that enters the sub-flow.
  let enter: Int
  /// The node that leaves it.
  let exit: Int
  /// The include step's qualified id.
  let stepName: String

  init(enter: Int, exit: Int, stepName: String) {
    self.enter = enter
    self.exit = exit
    self.stepName = stepName
  }

  var name: String { "sub-flow '\(stepName)'" }

  func handle(_ message: ContainerMessage, route: (Int) -> Int?) -> ContainerDecision {
    switch message {
    case .submitted(let node):
      guard let target = route(node) else { return .pass(.submitted(from: exit)) }
      return target == exit ? .pass(.submitted(from: exit)) : .moveTo(target)
    }
  }
}
