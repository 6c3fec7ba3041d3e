import OnboardStore

/// What a store's rows hold that cannot be: an altered or corrupt row must
/// not abort the report nor skew it, so ``ExperimentRows/variantCounts(_:weight:plannedSteps:)``
/// leaves it out and the report says so, once per kind and variant.
extension ExperimentRows {
  /// The warnings of variant `id` of `experiment`, in a fixed order.
  func warnings(_ id: String, experiment: String) -> [String] {
    let prefix = "experiment '\(experiment)', variant '\(id)': "
    var warnings: [String] = []
    if let outcome = outcomes[id], outcome.conversions > outcome.users {
      warnings.append(
        "\(outcome.conversions) users converted but \(outcome.users) exposed; "
          + "\(outcome.conversions - outcome.users) conversions left out")
    }
    if let leftOut = timesLeftOut[id], leftOut > 0 {
      warnings.append(
        "\(Self.count(leftOut, "completion time")) left out of time to complete (\(TimeBounds.reason))")
    }
    for (step, row) in (steps[id] ?? [:]).sorted(by: { $0.key < $1.key }) where row.completed > row.reached {
      warnings.append(
        "step '\(step)' completed by \(row.completed) but reached by \(row.reached); "
          + "\(Self.count(row.completed - row.reached, "completion")) without a view left out")
    }
    for failure in failures[id] ?? [] where (steps[id]?[failure.step]?.attempts ?? 0) == 0 {
      let name = failure.rule.map { "rule '\($0)'" } ?? "field '\(failure.field)'"
      warnings.append(
        "\(name) of step '\(failure.step)' failed \(failure.failures) times without an attempt; left out")
    }
    return warnings.map { prefix + $0 }
  }

  /// `1 completion`, `3 completions`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
