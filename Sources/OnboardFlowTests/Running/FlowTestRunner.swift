import Foundation
import OnboardKit

/// Runs cases headless through the real runner and assignment, as `onboard
/// test` does, and compares each run with what its case expects.
///
/// ```swift
/// let loaded = FlowTestLoader<User>().load(path: "Flows/signup.tests.yaml")
/// if let file = loaded.file {
///   let runner = FlowTestRunner<User>(flow: file.flow)
///   for result in file.cases.map(runner.run) { print(result.name, result.verdict) }
/// }
/// ```
///
/// Events carry a fixed time, `now` (a tests file's `now:`, else
/// ``defaultNow``), which is also the today a `compute: yearsSince(…)`
/// counts to, so a computed age is the same on every day the tests run. A run that loops is stopped by the runner
/// after ``FlowRunner/maxLoops`` moves round the loop, and the case fails with a message.
public struct FlowTestRunner<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The driver of the flow's runner, built once for every case.
  package let driver: HeadlessDriver<Model>

  /// The time of a tests file that gives no `now:`: 1970-01-01T00:00:00Z.
  package static var defaultNow: Date { Date(timeIntervalSince1970: 0) }

  /// A runner for the cases of `flow`, on ``defaultNow``.
  public init(flow: FlowDefinition) {
    self.init(flow: flow, now: Self.defaultNow)
  }

  /// A runner for the cases of `flow` on the day `now` (a tests file's `now:`).
  /// - Parameter now: the time of every event and the today of computed answers.
  package init(flow: FlowDefinition, now: Date) {
    driver = HeadlessDriver(runner: FlowRunner(flow: flow, clock: { now }))
  }

  /// Runs one case and checks it.
  ///
  /// - Parameter testCase: one case of a tests file.
  /// - Returns: its verdict, path and events (a failure is a verdict, never thrown).
  public func run(_ testCase: FlowTestCase) -> FlowTestResult {
    if let reason = testCase.skip {
      return FlowTestResult(name: testCase.name, mark: testCase.mark, verdict: .skipped(reason), seconds: 0)
    }
    let started = ContinuousClock.now
    let state = FlowState<Model>(
      userID: testCase.userID, attributes: testCase.attributes, variants: testCase.variants)
    let outcome = driver.run(testCase.answers, state: state)
    let mismatches = FlowTestCheck(expect: testCase.expect, outcome: outcome).mismatches()
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return FlowTestResult(
      name: testCase.name, mark: testCase.mark, verdict: mismatches.isEmpty ? .passed : .failed(mismatches),
      seconds: seconds, path: outcome.state.path, events: outcome.events)
  }
}
