/// Words for a ``TestProblem`` in the human-readable formats.
enum ProblemText {
  static func describe(_ problem: TestProblem) -> String {
    switch problem {
    case .baselineZero: return "the control has no conversions, so a relative lift is undefined"
    case .zeroVariance: return "a variant's rate is 0% or 100% (or it has under 2 users): no interval"
    case .noUnits: return "a variant has no users"
    }
  }
}
