/// What travels up a node's container chain: the person's actions, and what
/// a container sends on when the decision is not its own.
enum ContainerAction: Sendable, Hashable {
  /// The person finished the step.
  case submit
  /// The person left the step without answering.
  case skip
  /// The run is done with node `from` (a step whose answers were accepted,
  /// or a sub-flow's exit) and needs somewhere to go.
  case submitted(from: Int)
  /// The person goes back one step.
  case back
  /// The person gives up.
  case abandon

  /// The action as messages name it.
  var name: String {
    switch self {
    case .submit: return "submit"
    case .skip: return "skip"
    case .submitted: return "submitted"
    case .back: return "back"
    case .abandon: return "abandon"
    }
  }
}

/// A container in the responder chain of a run. Each owns one decision, and
/// an action it does not decide goes to the next container up:
///
///     step 'contact/email' → sub-flow 'contact' → variant … → flow 'signup'
///
/// Steps never pick their next step; containers do. A chain is built once per
/// node when the program is compiled (``chain(of:in:variants:)``).
enum RunContainer: Sendable, Hashable {
  /// The step itself: whether its answers are accepted (see
  /// ``FlowProgram/stepContainer(_:at:in:events:)``).
  case step
  /// An included sub-flow: where a step inside it goes, and that running off
  /// its end means the include step's own `next:` (see
  /// ``FlowProgram/subFlowContainer(_:exit:in:events:)``).
  case subFlow(enter: Int, exit: Int)
  /// The person's variants: the order of the top-level steps, with the
  /// steps their variants skip and insert (see
  /// ``FlowProgram/variantContainer(_:in:events:)``).
  case variants([String])
  /// The flow: the back stack, the final step, abandoning, and the order of
  /// the top-level steps when no variant changes it (see
  /// ``FlowProgram/flowContainer(_:in:events:)``).
  case flow

  /// The chain of `node`, innermost first: the step (for a step node), the
  /// sub-flows around it, the person's variants when `variants` is given,
  /// and the flow.
  static func chain(of node: Int, in graph: FlowGraph, variants: [String]?) -> [RunContainer] {
    var chain: [RunContainer] = graph.nodes[node].role == .step ? [.step] : []
    var container = graph.nodes[node].container
    while let enter = container, let exit = graph.nodes[enter].partner {
      chain.append(.subFlow(enter: enter, exit: exit))
      container = graph.nodes[enter].container
    }
    if let variants { chain.append(.variants(variants)) }
    chain.append(.flow)
    return chain
  }
}

extension FlowProgram {
  /// Sends `action` up the chain of `node` until a container handles it.
  /// - Throws: `unhandled`, naming the action and the chain, when none does.
  func dispatch(
    _ action: ContainerAction, at node: Int, in state: inout FlowState<Model>, events: inout [FlowEvent]
  ) throws(RunnerError) {
    var message = action
    for container in chains[node] {
      let next: ContainerAction?
      switch container {
      case .step: next = stepContainer(message, at: node, in: &state, events: &events)
      case .subFlow(_, let exit):
        next = try subFlowContainer(message, exit: exit, in: &state, events: &events)
      case .variants: next = try variantContainer(message, in: &state, events: &events)
      case .flow: next = try flowContainer(message, in: &state, events: &events)
      }
      guard let next else { return }
      message = next
    }
    throw .unhandled(action: message.name, chain: chainNames(node))
  }

  /// The container chain from a node up to the flow, as messages name it.
  func chainNames(_ node: Int) -> [String] {
    var names = graph.nodes[node].role == .step ? ["step '\(graph.nodes[node].name)'"] : []
    for container in chains[node] {
      switch container {
      case .step: break
      case .subFlow(let enter, _): names.append("sub-flow '\(graph.nodes[enter].name)'")
      case .variants(let labels): names += labels
      case .flow: names.append("flow '\(flow.name)'")
      }
    }
    return names
  }
}
