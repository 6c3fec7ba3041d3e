extension FlowChecker.Context {
  /// The flow's `holdout:`: a weight in `(0, 0.5]` (a larger holdout would
  /// keep most people from every experiment), and no experiment with the
  /// holdout's own key.
  mutating func checkHoldout(_ flow: FlowDefinition) {
    guard let holdout = flow.holdout else { return }
    let weight = holdout.weight
    if !(weight > 0 && weight <= 0.5) {
      // A weight written as a percentage (5 for 5%) is suggested as a share.
      let percent = weight / 100
      let suggestion = weight > 1 && percent <= 0.5 ? "\(percent)" : "0.05"
      let written = weight == weight.rounded() && abs(weight) < 1e15 ? "\(Int(weight))" : "\(weight)"
      error(
        "the holdout's 'weight' must be above 0 and at most 0.5, not \(written); "
          + "did you mean 'weight: \(suggestion)'?",
        at: holdout.marks["weight"] ?? holdout.marks["holdout"])
    }
    if let clash = flow.experiments.first(where: { $0.key == HoldoutDefinition.key }) {
      error(
        "experiment key '\(HoldoutDefinition.key)' is the holdout's; give the experiment another key",
        at: clash.marks["key"] ?? clash.marks["experiment"])
    }
  }
}
