extension FlowRunner {
  /// The containers above a node, innermost first, ending with the flow.
  func containers(of node: Int) -> [any RunContainer] {
    core.chains[node]
  }

  /// Sends a finished step up the chain until a container moves the run.
  func dispatch(submittedFrom node: Int, in state: inout FlowState<Model>, events: inout [FlowEvent])
    throws(RunnerError)
  {
    guard let target = decide(submittedFrom: node, state) else {
      throw .unhandled(action: "submitted", chain: chain(node))
    }
    try move(to: target, in: &state, events: &events)
  }

  /// Asks the chain, innermost first, where a run done with `node` goes.
  private func decide(submittedFrom node: Int, _ state: FlowState<Model>) -> Int? {
    var message = ContainerMessage.submitted(from: node)
    for container in containers(of: node) {
      switch container.handle(message, route: { route(from: $0, state) }) {
      case .moveTo(let target): return target
      case .pass(let next): message = next
      }
    }
    return nil
  }
}
