/// How a flow's experiments combine, as a plain numbering: a person sees one
/// choice per experiment — the base flow (choice 0, also for a variant
/// without edits) or a variant with edits (its position plus one) — and
/// each combination of choices has one index into the table of
/// sub-programs, counting through the last experiment's choices fastest.
struct VariantCombinations: Sendable, Hashable {
  /// A variant that changes the flow, and the choice it is.
  struct Choice: Sendable, Hashable {
    var variant: String
    var value: Int
  }

  /// The experiments' keys, in order.
  let keys: [String]
  /// Per experiment, its variants with edits.
  let choices: [[Choice]]
  /// Per experiment, how many choices it has: its variants plus the base.
  let counts: [Int]

  init(_ experiments: [ExperimentDefinition]) {
    keys = experiments.map(\.key)
    choices = experiments.map { experiment in
      var choices: [Choice] = []
      for (position, variant) in experiment.variants.enumerated()
      where variant.hasEdits && !choices.contains(where: { $0.variant == variant.id }) {
        choices.append(Choice(variant: variant.id, value: position + 1))
      }
      return choices
    }
    counts = experiments.map { $0.variants.count + 1 }
  }

  /// How many combinations there are (`Int.max` when that overflows).
  var total: Int {
    counts.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
  }

  /// The index of the combination the person's variants choose.
  func index(of variants: [String: String]) -> Int {
    // A walk over the few variants instead of dictionary lookups: hashing
    // the keys cost more than the rest of a `reduce`.
    var index = 0
    for experiment in keys.indices {
      var choice = 0
      for (key, variant) in variants where key == keys[experiment] {
        choice = choices[experiment].first { $0.variant == variant }?.value ?? 0
      }
      index = index * counts[experiment] + choice
    }
    return index
  }

  /// The choice of each experiment in the combination at `index`.
  func choices(at index: Int) -> [Int] {
    var values: [Int] = []
    var rest = index
    for count in counts.reversed() {
      values.append(rest % count)
      rest /= count
    }
    return values.reversed()
  }

  /// The combination at `index` with experiment `experiment`'s choice
  /// changed to `choice`.
  func index(_ index: Int, changing experiment: Int, to choice: Int) -> Int {
    let stride = counts[(experiment + 1)...].reduce(1, *)
    return index + (choice - choices(at: index)[experiment]) * stride
  }
}
