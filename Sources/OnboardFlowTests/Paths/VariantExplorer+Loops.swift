import OnboardKit

extension VariantExplorer {
  /// Why the loop that the back-edge `back` just closed goes round for
  /// ever, or `nil` when it does not: the steps from `back.to`'s last visit
  /// up to `back.from`, given the same answers once more from `state`, come
  /// back to `back.to` the same way. Answers are kept, so they would every
  /// time after that too.
  func endlessLoop(
    _ state: FlowState<Model>, back: Edge, given: [String: JSONValue], from entry: Int
  ) -> String? {
    var lap: [(node: Int, given: [String: JSONValue])] = []
    var current = entry
    var answers = given
    while current >= 0 {
      let node = trail.node(current)
      lap.append((node, answers))
      if node == back.to { break }
      answers = trail.given(current)
      current = trail.parent(current)
    }
    guard lap.last?.node == back.to else { return nil }
    lap.reverse()
    var again = state
    for step in lap {
      guard navigator.node(named: again.current) == step.node, submitInPlace(&again, step.given),
        again.status == .inProgress
      else { return nil }
      again.history = []
    }
    guard navigator.node(named: again.current) == back.to else { return nil }
    let round = PathText.describe((lap.map(\.node) + [back.to]).map(name))
    return
      "the run loops for ever: with the same answers it goes \(round) again and again (answers are kept, so the same branches hold every time round)"
  }
}
