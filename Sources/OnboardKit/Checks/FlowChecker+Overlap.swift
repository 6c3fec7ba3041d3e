/// Where two experiments' edits really clash. Edits of different properties
/// compose in flow-file order (one's `order` with another's title; one's
/// `skip` with another's options elsewhere); a clash is both setting
/// `order`, both overriding the same property of the same step or field, or
/// one skipping a step another overrides, moves with `order` or inserts next to.
struct EditClaim: Hashable {
  /// What is claimed: `order`, `title of step 'plan'`, `skip of step 'x'`…
  var property: String
  /// The step the claim is about (`nil` for `order`).
  var step: String?
  /// What a skip clashes with (`false`), or the skip itself (`true`).
  var isSkip: Bool
  /// Where it is written.
  var mark: SourceMark?

  /// Every claim of one variant over the base flow.
  static func claims(of variant: VariantDefinition, in base: FlowDefinition) -> [EditClaim] {
    var claims: [EditClaim] = []
    if variant.order != nil {
      claims.append(EditClaim(property: "'order'", step: nil, isSkip: false, mark: variant.marks["order"]))
      let moved = ExperimentEdits.changedSteps(
        base, base.applying(VariantDefinition(id: variant.id, order: variant.order)))
      for step in moved.sorted() {
        claims.append(
          EditClaim(
            property: "the place of step '\(step)'", step: step, isSkip: false, mark: variant.marks["order"]))
      }
    }
    for (index, step) in variant.skip.enumerated() {
      claims.append(
        EditClaim(
          property: "step '\(step)' (skipped)", step: step, isSkip: true,
          mark: variant.marks["skip.\(index)"] ?? variant.marks["skip"]))
    }
    for insertion in variant.insert {
      for anchor in [insertion.after, insertion.before].compactMap({ $0 }) {
        claims.append(
          EditClaim(
            property: "the place next to step '\(anchor)'", step: anchor, isSkip: false,
            mark: insertion.step.mark ?? variant.marks["insert"]))
      }
    }
    for (step, change) in variant.overrides.sorted(by: { $0.key < $1.key }) {
      var properties: [String] = []
      if change.title != nil { properties.append("the title of step '\(step)'") }
      if change.body != nil { properties.append("the body of step '\(step)'") }
      for (key, field) in change.fields.sorted(by: { $0.key < $1.key }) {
        if field.label != nil { properties.append("the label of field '\(key)' of step '\(step)'") }
        if field.help != nil { properties.append("the help of field '\(key)' of step '\(step)'") }
        if field.options != nil { properties.append("the options of field '\(key)' of step '\(step)'") }
      }
      for property in properties {
        claims.append(EditClaim(property: property, step: step, isSkip: false, mark: change.mark))
      }
    }
    return claims
  }

  /// The property two claims of different experiments clash on, or `nil`.
  static func clash(_ a: EditClaim, _ b: EditClaim) -> String? {
    if a.isSkip != b.isSkip, a.step != nil, a.step == b.step {
      return a.isSkip ? "\(a.property) and \(b.property)" : "\(b.property) and \(a.property)"
    }
    if !a.isSkip, !b.isSkip, a.property == b.property, a.step == nil || !a.property.hasPrefix("the place") {
      return a.property
    }
    return nil
  }
}

extension FlowChecker.Context {
  /// Real clashes between the variants of two experiments that can meet one
  /// person (not kept apart by namespaces): an error at the later one's
  /// position, naming both experiments, both positions and the property.
  mutating func checkOverlap(_ experiments: [ExperimentDefinition], _ base: FlowDefinition) {
    let live = experiments.filter { $0.status != .draft }
    let claims = live.map { experiment in
      experiment.variants.map { (variant: $0, claims: EditClaim.claims(of: $0, in: base)) }
    }
    for first in live.indices {
      for second in (first + 1)..<live.count where !live[first].isKeptApart(from: live[second]) {
        guard let found = Self.firstClash(claims[first], claims[second]) else { continue }
        let where1 = found.a.mark.map { " (\($0.line):\($0.column))" } ?? ""
        error(
          "experiments '\(live[first].key)' (variant '\(found.first)'\(where1)) and '\(live[second].key)' "
            + "(variant '\(found.second)') both change \(found.property); change it in one of them, or give "
            + "them namespaces with the same id and ranges that do not overlap",
          at: found.b.mark ?? live[second].marks["experiment"])
      }
    }
  }

  private static func firstClash(
    _ first: [(variant: VariantDefinition, claims: [EditClaim])],
    _ second: [(variant: VariantDefinition, claims: [EditClaim])]
  ) -> (first: String, second: String, property: String, a: EditClaim, b: EditClaim)? {
    for one in first {
      for other in second {
        for a in one.claims {
          for b in other.claims {
            if let property = EditClaim.clash(a, b) {
              return (one.variant.id, other.variant.id, property, a, b)
            }
          }
        }
      }
    }
    return nil
  }
}
