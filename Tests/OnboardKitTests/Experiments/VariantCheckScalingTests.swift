import Foundation
import OnboardKit
import Testing

/// `onboard check` of a flow whose experiment's `order:` leaves thousands of
/// steps out stays linear in the steps (it was quadratic: every variant
/// step was looked up in the base flow one by one).
@Suite struct VariantCheckScalingTests {
  /// Signup with `added` steps before its final step, reordered by its experiment.
  static func flow(adding added: Int) -> FlowDefinition {
    var flow = SignupFixture.withExperiments
    let extra = (0..<added).map { StepDefinition(id: "extra-\($0)", title: "Extra \($0)") }
    let final = flow.steps.firstIndex(where: \.isFinal) ?? flow.steps.count
    flow.steps.insert(contentsOf: extra, at: final)
    return flow
  }

  /// The fastest of three checks, in seconds.
  static func seconds(checking flow: FlowDefinition) -> Double {
    (0..<3).map { _ in
      let start = ContinuousClock.now
      _ = FlowChecker.check(flow, schema: User.schema.descriptor)
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }.min() ?? 0
  }

  @Test func fourTimesTheStepsTakeAboutFourTimesAsLong() {
    let small = Self.flow(adding: 1_500)
    let large = Self.flow(adding: 6_000)
    // The unlisted steps are reported, every one of them, in the variant.
    let diagnostics = FlowChecker.check(large, schema: User.schema.descriptor)
    #expect(diagnostics.filter { $0.message.contains("is never reached") }.count == 6_000)
    let ratio = Self.seconds(checking: large) / max(Self.seconds(checking: small), 1e-6)
    // Linear work gives about 4; the old quadratic lookups gave 12 and more.
    #expect(ratio < 8, "checking 4× the steps took \(ratio)× as long")
  }
}
