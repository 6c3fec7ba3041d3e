extension FlowChecker.Context {
  /// The experiments of a flow: their settings, each variant's edits, each
  /// variant's flow as a whole (every check of a flow, prefixed with the
  /// variant), and edits of two experiments that could meet one person.
  mutating func checkExperiments(_ flow: FlowDefinition) {
    guard !flow.experiments.isEmpty else { return }
    var base = flow
    base.experiments = []
    // NB: metrics are checked once, over the whole flow (checkMetrics), not per variant.
    base.metrics = []
    // Each message's kind worked out once: a flow with thousands of problems repeats them in every variant.
    var kinds: [String: String] = [:]
    func kind(_ message: String) -> String {
      if let known = kinds[message] { return known }
      let found = Self.kind(of: message)
      kinds[message] = found
      return found
    }
    let baseProblems = Set(FlowChecker.check(base, schema: schema?.descriptor).map { kind($0.message) })
    var seen: [String: SourceMark?] = [:]
    var meant = flow.experiments
    for (number, experiment) in flow.experiments.enumerated() {
      let mark = experiment.marks["key"] ?? experiment.marks["experiment"]
      if seen[experiment.key] != nil {
        error("duplicate experiment key '\(experiment.key)'", at: mark)
      }
      seen[experiment.key] = mark
      checkSettings(experiment)
      for variant in experiment.variants {
        let before = diagnostics.count
        // A variant that names an unknown step has a flow its author did
        // not mean; what its paths come to would only follow from the typo.
        guard checkEdits(variant, of: experiment, in: base) else {
          meant[number].variants.removeAll { $0.id == variant.id }
          continue
        }
        // NB: a problem the edit checks already reported at its mark is not repeated.
        let reported = Set(diagnostics[before...].compactMap(\.mark))
        let label = "variant '\(variant.id)' of experiment '\(experiment.key)'"
        for problem in FlowChecker.check(base.applying(variant), schema: schema?.descriptor)
        where problem.severity == .error && !baseProblems.contains(kind(problem.message))
          && !(problem.mark.map(reported.contains) ?? false)
        {
          error("in \(label): \(problem.message)", at: variant.marks["variant"] ?? problem.mark)
        }
      }
    }
    // Nor do the steps such a variant changes clash with another experiment's.
    checkOverlap(meant, base)
  }

  /// A message without the path it names, so a variant's version of a base
  /// problem (the same field missed on the variant's path) is not repeated.
  /// (The standard library's search: Foundation's `range(of:)` went through
  /// CFString and took a third of `check` on a flow with 26,000 problems.)
  private static func kind(of message: String) -> String {
    message.firstRange(of: " on the path ").map { String(message[..<$0.lowerBound]) } ?? message
  }

  private mutating func checkSettings(_ experiment: ExperimentDefinition) {
    let marks = experiment.marks
    if experiment.variants.count < 2 {
      error(
        "experiment '\(experiment.key)' needs at least two variants",
        at: marks["variants"] ?? marks["experiment"])
    }
    var ids: Set<String> = []
    for variant in experiment.variants where !ids.insert(variant.id).inserted {
      error(
        "duplicate variant id '\(variant.id)' in experiment '\(experiment.key)'", at: variant.marks["variant"]
      )
    }
    if ![1, 2].contains(experiment.hashVersion) {
      error("'hashVersion' must be 1 or 2", at: marks["hashVersion"])
    }
    checkBucketVersions(experiment)
    if !(0...1).contains(experiment.coverage) {
      error("'coverage' must be between 0 and 1", at: marks["coverage"])
    }
    if let namespace = experiment.namespace,
      !(0 <= namespace.start && namespace.start <= namespace.end && namespace.end <= 1)
    {
      error("a namespace's range must satisfy 0 ≤ start ≤ end ≤ 1", at: marks["namespace"])
    }
    let weights = experiment.variants.compactMap(\.weight)
    if !weights.isEmpty, weights.count != experiment.variants.count || abs(weights.reduce(0, +) - 1) > 0.01 {
      warning(
        "the weights of experiment '\(experiment.key)' do not add up to 1 for every variant; the variants get equal shares",
        at: marks["variants"])
    }
    if let winner = experiment.winner, !ids.contains(winner) {
      error("winner '\(winner)' is not a variant of experiment '\(experiment.key)'", at: marks["winner"])
    }
    if experiment.status == .stopped, experiment.winner == nil {
      warning(
        "stopped experiment '\(experiment.key)' has no 'winner'; everyone gets the base flow",
        at: marks["status"])
    }
  }

  /// The edit checks of one variant; false when its edits name a step the
  /// base flow does not have.
  private mutating func checkEdits(
    _ variant: VariantDefinition, of experiment: ExperimentDefinition, in base: FlowDefinition
  ) -> Bool {
    let ids = base.steps.map(\.id)
    let known = Set(ids)
    let where_ = "variant '\(variant.id)' of experiment '\(experiment.key)'"
    var meant: Set<String> = []
    var namesUnknown = false
    func unknown(_ id: String, _ edit: String) -> String {
      namesUnknown = true
      let suggestion = EditDistance.suggestion(for: id, among: ids)
      if let suggestion { meant.insert(suggestion) }
      return "\(where_) \(edit) unknown step '\(id)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"
    }
    for (index, id) in (variant.order ?? []).enumerated() where !known.contains(id) {
      error(unknown(id, "orders"), at: variant.marks["order.\(index)"] ?? variant.marks["order"])
    }
    for (index, id) in variant.skip.enumerated() where !known.contains(id) {
      error(unknown(id, "skips"), at: variant.marks["skip.\(index)"] ?? variant.marks["skip"])
    }
    if let order = variant.order {
      // A step the did-you-mean of a misspelt id names is not also "not ordered".
      let listed = Set(order).union(variant.skip).union(meant)
      let missing = ids.filter { !listed.contains($0) }
      if !missing.isEmpty {
        warning(
          "\(where_) does not order \(missing.map { "'\($0)'" }.joined(separator: ", ")); steps it does not list follow the listed ones in their base order",
          at: variant.marks["order"])
      }
    }
    for insertion in variant.insert {
      if let anchor = insertion.anchor, !known.contains(anchor) {
        error(unknown(anchor, "inserts next to"), at: insertion.step.mark ?? variant.marks["insert"])
      }
      if known.contains(insertion.step.id) {
        error(
          "\(where_) inserts step '\(insertion.step.id)', but the flow has a step with that id",
          at: insertion.step.idMark)
      }
    }
    for (id, change) in variant.overrides.sorted(by: { $0.key < $1.key }) {
      guard let step = base.step(id) else {
        error(unknown(id, "overrides"), at: change.mark ?? variant.marks["overrides"])
        continue
      }
      for (key, fieldChange) in change.fields.sorted(by: { $0.key < $1.key }) {
        guard let field = step.fields.first(where: { $0.key == key }) else {
          error(
            "\(where_) overrides field '\(key)', which step '\(id)' does not ask",
            at: fieldChange.mark ?? change.mark)
          continue
        }
        let allowed = field.options?.map(\.value) ?? schema?.descriptor.field(named: key)?.allowedValues
        for option in fieldChange.options ?? [] where allowed.map({ !$0.contains(option.value) }) ?? false {
          error(
            "\(where_) offers option '\(option.value)', which field '\(key)' of step '\(id)' does not have",
            at: option.mark)
        }
      }
    }
    return !namesUnknown
  }
}
