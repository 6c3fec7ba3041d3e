/// Words for a ``TestProblem`` in the human-readable formats, saying plainly
/// which variant's counts leave nothing to compute.
enum ProblemText {
  static func describe(_ problem: TestProblem) -> String {
    switch problem {
    case .baselineZero: return "the control has no conversions, so a relative lift is undefined"
    case .zeroVariance: return "a variant's rate is 0% or 100% (or it has under 2 users): no interval"
    case .noUnits: return "a variant has no users"
    }
  }

  /// The problem of `treatment` against `control`, naming the variant whose
  /// counts cause it: `nobody in 'control' completed (0 of 50)`,
  /// `everyone in 'fast' completed (40 of 40)`.
  static func describe(_ problem: TestProblem, control: VariantReport, treatment: VariantReport) -> String {
    guard problem == .zeroVariance else { return describe(problem) }
    for variant in [control, treatment] {
      let counts = "(\(NumberText.count(variant.conversions)) of \(NumberText.count(variant.users)))"
      if variant.users < 2 {
        return
          "'\(variant.id)' has \(variant.users == 0 ? "no people" : "one person"), so there is no interval or p-value"
      }
      if variant.conversions == 0 {
        return "nobody in '\(variant.id)' completed \(counts), so there is no interval or p-value"
      }
      if variant.conversions == variant.users {
        return "everyone in '\(variant.id)' completed \(counts), so there is no interval or p-value"
      }
    }
    return describe(problem)
  }
}
