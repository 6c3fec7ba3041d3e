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
  /// @Test func memberFlowTests() {
  ///   FlowTester<Member>.expectPassing(testsFile: "Flows/member.tests.yaml")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: the tests file; its flow must build `Model`.
  ///   - models: the models the flow is checked against; by default `Model` alone.
  @discardableResult
  public static func expectPassing(
    testsFile path: String, models: ModelRegistry? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [FlowTestResult] {
    let registry: ModelRegistry
    do {
      registry = try models ?? ModelRegistry([Model.self])
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      return []
    }
    let loaded = FlowTestLoader<Model>(flowLoader: FlowLoader(models: registry)).load(path: path)
    guard let file = loaded.file else {
      var renderer = DiagnosticRenderer()
      Issue.record(
        "\(path) cannot run:\n\(renderer.render(loaded.diagnostics))", sourceLocation: sourceLocation)
      return []
    }
    let runner = FlowTestRunner<Model>(flow: file.flow, now: file.now)
    let results = file.cases.map(runner.run)
    for result in results where !result.mismatches.isEmpty {
      Issue.record(Comment(rawValue: result.text(indent: "")), sourceLocation: sourceLocation)
    }
    return results
  }
}
