/// What a step sends up the container chain once it is done with itself.
enum ContainerMessage: Sendable, Hashable {
  /// The run is done with node `from` (a step, or a sub-flow's exit) and
  /// needs somewhere to go.
  case submitted(from: Int)
}

/// What a container does with a message.
enum ContainerDecision: Sendable, Hashable {
  /// Go to this node.
  case moveTo(Int)
  /// Not mine: ask the next container up, with this message.
  case pass(ContainerMessage)
}

/// A coordinator in the responder chain of a run: a sub-flow, an
/// experiment's variant, the flow itself. Steps never pick their next step;
/// containers do.
///
/// Containers are classes: a chain is walked on every submitted step, and
/// walking references retains them, where walking value existentials copied
/// each one through its value witnesses.
protocol RunContainer: AnyObject, Sendable {
  /// How the container is named in messages: `sub-flow 'contact'`.
  var name: String { get }
  /// Handles a message or passes it up. `route` evaluates a node's `next:`.
  func handle(_ message: ContainerMessage, route: (Int) -> Int?) -> ContainerDecision
}
