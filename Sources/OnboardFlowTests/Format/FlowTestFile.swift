import Foundation
import OnboardKit

/// A `*.tests.yaml` file, decoded and checked against the flow it names.
package struct FlowTestFile: Sendable {
  /// The tests file, as given.
  package var path: String
  /// The flow file, resolved against the tests file's folder.
  package var flowPath: String
  /// The flow, includes resolved.
  package var flow: FlowDefinition
  /// The cases, in file order.
  package var cases: [FlowTestCase]
  /// The day the cases run on (`now: 2026-06-01`): the time of their events
  /// and the today of a `compute: yearsSince(…)`; ``FlowTestRunner/defaultNow`` when not written.
  package var now: Date

  /// Creates a file's value.
  package init(
    path: String, flowPath: String, flow: FlowDefinition, cases: [FlowTestCase],
    now: Date = FlowTestRunner<User>.defaultNow
  ) {
    self.path = path
    self.flowPath = flowPath
    self.flow = flow
    self.cases = cases
    self.now = now
  }
}
