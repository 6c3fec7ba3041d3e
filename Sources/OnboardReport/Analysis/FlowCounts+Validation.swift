extension FlowCounts {
  /// Throws the first problem that would make the statistics meaningless.
  func validate() throws(ReportError) {
    for experiment in experiments {
      guard !experiment.variants.isEmpty else { throw .noVariants(experiment: experiment.key) }
      var seen: Set<String> = []
      for variant in experiment.variants {
        guard seen.insert(variant.id).inserted else {
          throw .duplicateVariant(experiment: experiment.key, variant: variant.id)
        }
        try variant.validate(experiment: experiment.key)
      }
    }
  }
}

extension VariantCounts {
  func validate(experiment: String) throws(ReportError) {
    func number(_ value: Double, _ name: String) throws(ReportError) {
      guard value.isFinite, value >= 0 else {
        throw .invalidNumber(experiment: experiment, variant: id, name: name)
      }
    }
    func inconsistent(_ detail: String) -> ReportError {
      .inconsistent(experiment: experiment, variant: id, detail: detail)
    }
    try number(weight, "weight")
    try number(Double(users), "users")
    try number(Double(conversions), "conversions")
    try number(Double(completionTimes.count), "completionTimes.count")
    try number(completionTimes.sum, "completionTimes.sum")
    try number(completionTimes.sumOfSquares, "completionTimes.sumOfSquares")
    if let median = completionTimes.medianSeconds { try number(median, "completionTimes.medianSeconds") }
    guard conversions <= users else { throw inconsistent("\(conversions) conversions but \(users) users") }
    for step in funnel {
      try number(Double(step.reached), "funnel '\(step.step)' reached")
      try number(Double(step.completed), "funnel '\(step.step)' completed")
      guard step.completed <= step.reached else {
        throw inconsistent(
          "step '\(step.step)' completed by \(step.completed) but reached by \(step.reached)")
      }
    }
    for field in fieldFailures {
      let name = field.rule.map { "rule '\($0)'" } ?? "field '\(field.field)'"
      try number(Double(field.failures), "\(name) failures")
      try number(Double(field.attempts), "\(name) attempts")
      guard field.attempts > 0 || field.failures == 0 else {
        throw inconsistent("\(name) has \(field.failures) failures but no attempts")
      }
    }
  }
}
