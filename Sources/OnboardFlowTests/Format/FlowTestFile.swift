import OnboardKit

/// A `*.tests.yaml` file, decoded and checked against the flow it names.
public struct FlowTestFile: Sendable {
  /// The tests file, as given.
  public var path: String
  /// The flow file, resolved against the tests file's folder.
  public var flowPath: String
  /// The flow, includes resolved.
  public var flow: FlowDefinition
  /// The cases, in file order.
  public var cases: [FlowTestCase]

  /// Creates a file's value.
  public init(path: String, flowPath: String, flow: FlowDefinition, cases: [FlowTestCase]) {
    self.path = path
    self.flowPath = flowPath
    self.flow = flow
    self.cases = cases
  }
}
