import OnboardKit

extension VariantExplorer {
  /// Coverage counts, paths that cannot complete, and steps no path reaches.
  mutating func finishCoverage() {
    let steps = navigator.stepNodes
    let branching = steps.filter { navigator.targets[$0].count > 1 }
    let branchTotal = branching.reduce(0) { $0 + navigator.targets[$1].count }
    let branchCovered = takenEdges.filter { navigator.targets[$0.from].count > 1 }.count
    let fieldTotal = steps.reduce(0) { $0 + fields[$1].count }
    let fieldCovered = visited.reduce(0) { $0 + fields[$1].count }
    result.coverage = PathCoverage(
      steps: (visited.count, steps.count), branches: (branchCovered, branchTotal),
      fields: (fieldCovered, fieldTotal))
    for path in result.paths {
      let route = PathText.describe(path.steps)
      switch path.outcome {
      case .completes: break
      case .cannotComplete(let problems):
        result.problem("the path \(route) cannot complete: \(problems.joined(separator: "; "))")
      case .stopped(let why):
        result.problem("the path \(route) stops: \(why)")
      }
    }
    let reachable = navigator.graph.reachable()
    for node in steps where !visited.contains(node) {
      if !reachable.contains(node) {
        result.problem("step '\(name(node))' is never reached: no path from the first step leads to it")
      } else if !result.truncated {
        result.warn("no generated answers reach step '\(name(node))'")
      }
    }
  }
}
