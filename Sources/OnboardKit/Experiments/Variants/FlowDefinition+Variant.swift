/// A variant's flow: the base flow with the variant's edits applied. This is
/// the one place that says what a variant's edits mean; the runner navigates
/// a variant's flow and `onboard check` checks it like any flow.
///
/// The rules, in order:
/// 1. `order` lists top-level step ids in their new order; steps it leaves
///    out keep their base order after the listed ones (`onboard check`
///    reports them), unknown ids are ignored (reported too).
/// 2. `skip` removes top-level steps. A `goto` to a removed step goes to the
///    step that followed it in the base flow (skipping removed ones in turn).
/// 3. `insert` adds steps before or after a top-level step of the base flow;
///    several insertions at one anchor keep their written order. An
///    insertion whose anchor is missing or skipped goes at the end, before a
///    trailing final step.
/// 4. `overrides` replace a step's title and body, and fields' labels, help
///    and options (new labels, or a subset of the base options).
///
/// Steps whose base `next:` is empty fall through to the following step of
/// the *variant's* order — that is what a reorder means. With `order`, a
/// `goto` that now points backwards (to a step the variant shows earlier)
/// would revisit it; it goes instead to the first step after the current
/// one, in the variant's order, that none of the current step's branches
/// names. So in `name → age → (guardian) → plan → done` reordered to
/// `plan, name, age, guardian, done`, age's `goto: plan` becomes `done`.
extension FlowDefinition {
  /// The flow as `variant` shows it.
  package func applying(_ variant: VariantDefinition) -> FlowDefinition {
    guard variant.hasEdits else { return self }
    var flow = self
    let base = steps
    let skipped = Set(variant.skip)
    var order = base.filter { !skipped.contains($0.id) }
    if let wanted = variant.order {
      let byID = Dictionary(order.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let listed = wanted.compactMap { byID[$0] }
      let listedIDs = Set(listed.map(\.id))
      order = listed + order.filter { !listedIDs.contains($0.id) }
    }
    order = Self.inserting(variant.insert, into: order, skipped: skipped)
    let redirect = Self.redirects(base, skipped: skipped)
    let position = Dictionary(order.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    flow.steps = order.enumerated().map { index, step in
      var step = step
      let targets = Set(step.next.map { redirect[$0.goto] ?? $0.goto })
      step.next = step.next.map { rule in
        var rule = rule
        if let target = redirect[rule.goto] { rule.goto = target }
        if variant.order != nil, let target = position[rule.goto], target <= index,
          let forward = order[(index + 1)...].first(where: { !targets.contains($0.id) })
        {
          rule.goto = forward.id
        }
        return rule
      }
      if let change = variant.overrides[step.id] { step.apply(change) }
      return step
    }
    return flow
  }

  private static func inserting(
    _ insertions: [StepInsertion], into order: [StepDefinition], skipped: Set<String>
  ) -> [StepDefinition] {
    var result = order
    for insertion in insertions {
      if let anchor = insertion.anchor, !skipped.contains(anchor),
        let position = result.firstIndex(where: { $0.id == anchor })
      {
        result.insert(
          insertion.step,
          at: insertion.after != nil ? lastInsertedAfter(position, result, insertions) : position)
      } else {
        let end = result.last?.isFinal == true ? result.count - 1 : result.count
        result.insert(insertion.step, at: max(0, end))
      }
    }
    return result
  }

  /// After `anchor` and after any steps already inserted after it.
  private static func lastInsertedAfter(
    _ anchor: Int, _ steps: [StepDefinition], _ insertions: [StepInsertion]
  ) -> Int {
    let inserted = Set(insertions.map(\.step.id))
    var position = anchor + 1
    while position < steps.count, inserted.contains(steps[position].id) { position += 1 }
    return position
  }

  /// For each skipped step, the first base step after it that is not skipped.
  private static func redirects(_ base: [StepDefinition], skipped: Set<String>) -> [String: String] {
    var redirect: [String: String] = [:]
    for (index, step) in base.enumerated() where skipped.contains(step.id) {
      if let next = base[(index + 1)...].first(where: { !skipped.contains($0.id) }) {
        redirect[step.id] = next.id
      }
    }
    return redirect
  }
}

extension VariantDefinition {
  /// Whether the variant changes anything; a variant without edits runs the base flow.
  package var hasEdits: Bool {
    order != nil || !skip.isEmpty || !insert.isEmpty || !overrides.isEmpty
  }
}

extension StepDefinition {
  /// Applies a variant's override to this step's words and options.
  mutating func apply(_ change: StepOverride) {
    if let title = change.title { self.title = title }
    if let body = change.body { self.body = body }
    for index in fields.indices {
      guard let fieldChange = change.fields[fields[index].key] else { continue }
      if let label = fieldChange.label { fields[index].label = label }
      if let help = fieldChange.help { fields[index].help = help }
      if let options = fieldChange.options { fields[index].options = options }
    }
  }
}
