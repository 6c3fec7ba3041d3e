/// What a variant's edits change, compared with the base flow.
enum ExperimentEdits {
  /// Top-level step ids that differ between two flows: added, removed,
  /// moved, or changed in any way.
  static func changedSteps(_ base: FlowDefinition, _ variant: FlowDefinition) -> Set<String> {
    let before = base.steps.map(\.id)
    let after = variant.steps.map(\.id)
    var changed = Set(before).symmetricDifference(after)
    for (index, id) in after.enumerated() where index >= before.count || before[index] != id {
      changed.insert(id)
      if index < before.count { changed.insert(before[index]) }
    }
    // NB: base steps are found by id through an index: looking each up in
    // turn made a check of thousands of steps quadratic.
    let baseIndex = FlowLayout.firstIndexByID(base)
    for step in variant.steps where baseIndex[step.id].map({ base.steps[$0] != step }) ?? false {
      changed.insert(step.id)
    }
    return changed
  }

  /// The top-level steps any variant of `experiment` changes: where its
  /// variants diverge, and what two experiments must not both touch.
  static func touchedSteps(_ experiment: ExperimentDefinition, in base: FlowDefinition) -> Set<String> {
    experiment.variants.reduce(into: Set<String>()) { steps, variant in
      steps.formUnion(changedSteps(base, base.applying(variant)))
    }
  }
}
