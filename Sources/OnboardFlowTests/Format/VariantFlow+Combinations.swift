import OnboardKit

extension VariantFlow {
  /// The most combined flows ``combinations(of:)`` gives.
  package static let combinationLimit = 64

  /// The flows a person in two or more overlapping experiments is shown:
  /// every combination of the editing variants of running experiments that
  /// namespaces do not keep apart, in flow-file order, two experiments at a
  /// time before three. At most ``combinationLimit``; `leftOut` counts the rest.
  ///
  /// With `signup-plan-first` (one editing variant) and `short-interests`
  /// (two), the combinations are `signup-plan-first=plan-first,short-interests=no-interests`
  /// and `signup-plan-first=plan-first,short-interests=short-list`.
  package static func combinations(of flow: FlowDefinition) -> (flows: [VariantFlow], leftOut: Int) {
    let choices = combinationChoices(of: flow)
    return (choices.chosen.map { combination(of: flow, choosing: $0) }, choices.leftOut)
  }

  /// The variant per experiment of each of ``combinations(of:)``'s flows,
  /// without building them, and how many more there are (counted, not
  /// listed, past ``combinationLimit``).
  package static func combinationChoices(of flow: FlowDefinition) -> (
    chosen: [[String: String]], leftOut: Int
  ) {
    let editing = flow.experiments.filter { $0.status != .draft }.compactMap { experiment in
      let ids = experiment.variants.filter(\.hasEdits).map(\.id)
      return ids.isEmpty ? nil : (experiment: experiment, ids: ids)
    }
    var chosen: [[String: String]] = []
    var leftOut = 0
    for size in stride(from: 2, through: editing.count, by: 1) {
      for group in subsets(of: editing.indices.map { $0 }, size: size)
      where allMeet(group.map { editing[$0].experiment }) {
        guard chosen.count < combinationLimit else {
          let count = group.reduce(1) { product, index in
            let (next, overflow) = product.multipliedReportingOverflow(by: editing[index].ids.count)
            return overflow ? Int.max : next
          }
          leftOut = leftOut > Int.max - count ? Int.max : leftOut + count
          continue
        }
        for choice in product(
          group.map { index in editing[index].ids.map { (editing[index].experiment.key, $0) } })
        {
          guard chosen.count < combinationLimit else {
            leftOut += 1
            continue
          }
          chosen.append(Dictionary(uniqueKeysWithValues: choice))
        }
      }
    }
    return (chosen, leftOut)
  }

  /// Whether every two of `experiments` can meet one person.
  private static func allMeet(_ experiments: [ExperimentDefinition]) -> Bool {
    for (offset, one) in experiments.enumerated() {
      for other in experiments[(offset + 1)...] where one.isKeptApart(from: other) { return false }
    }
    return true
  }

  /// The `size`-element subsets of `items`, in order.
  private static func subsets(of items: [Int], size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard items.count >= size, let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return subsets(of: rest, size: size - 1).map { [first] + $0 } + subsets(of: rest, size: size)
  }

  /// One pick from each list, every way.
  private static func product(_ lists: [[(String, String)]]) -> [[(String, String)]] {
    lists.reduce([[]]) { partial, list in partial.flatMap { picked in list.map { picked + [$0] } } }
  }
}
