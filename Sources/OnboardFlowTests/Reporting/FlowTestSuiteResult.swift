import OnboardKit

/// The results of one tests file, or why it could not be run.
package struct FlowTestSuiteResult: Sendable {
  /// The tests file, as given.
  package var path: String
  /// The results of its cases, in file order (after any filter).
  package var results: [FlowTestResult]
  /// The problems that kept the file from running; empty when it ran.
  package var problems: [Diagnostic]

  /// Creates a file's results.
  package init(path: String, results: [FlowTestResult], problems: [Diagnostic] = []) {
    self.path = path
    self.results = results
    self.problems = problems
  }

  /// Cases that passed.
  package var passed: Int { results.filter { $0.verdict == .passed }.count }
  /// Cases that failed; a file that could not run counts as one failure.
  package var failed: Int { results.filter { !$0.mismatches.isEmpty }.count + (problems.isEmpty ? 0 : 1) }
  /// Cases skipped.
  package var skipped: Int {
    results.filter {
      if case .skipped = $0.verdict { return true }
      return false
    }.count
  }
  /// The time of every case, in seconds.
  package var seconds: Double { results.reduce(0) { $0 + $1.seconds } }

  /// `N passed, N failed` and `, N skipped` when some were: the last line of `onboard test`.
  package static func summary(_ suites: [FlowTestSuiteResult]) -> String {
    let passed = suites.reduce(0) { $0 + $1.passed }
    let failed = suites.reduce(0) { $0 + $1.failed }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }
}
