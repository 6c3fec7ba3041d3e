import OnboardFlowTests
import OnboardKit
import OnboardYAML
import Testing

extension FlowTester {
  /// Runs every case of a `*.tests.yaml` file, as `onboard test` does, and
  /// records one issue per failed case (with what differs) or per problem
  /// of the file; returns the results.
  ///
  /// ```swift
  /// @Test func signupFlowTests() {
  ///   FlowTester<User>.expectPassing(testsFile: "Flows/signup.tests.yaml")
  /// }
  /// ```
  @discardableResult
  public static func expectPassing(
    testsFile path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [FlowTestResult] {
    let loaded = FlowTestLoader<Model>().load(path: path)
    guard let file = loaded.file else {
      var renderer = DiagnosticRenderer()
      Issue.record(
        "\(path) cannot run:\n\(renderer.render(loaded.diagnostics))", sourceLocation: sourceLocation)
      return []
    }
    let runner = FlowTestRunner<Model>(flow: file.flow)
    let results = file.cases.map(runner.run)
    for result in results where !result.mismatches.isEmpty {
      Issue.record(Comment(rawValue: result.text(indent: "")), sourceLocation: sourceLocation)
    }
    return results
  }
}
