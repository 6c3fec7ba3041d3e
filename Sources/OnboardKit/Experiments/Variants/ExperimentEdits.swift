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
    for step in variant.steps where base.step(step.id).map({ $0 != step }) ?? false {
      changed.insert(step.id)
    }
    return changed
  }
}
