import Foundation
import OnboardKit
import OnboardYAML
import Testing

/// The `metrics:` of the real `Flows/signup.yaml`, broken one way at a time:
/// each mistake is reported at its line and column, word for word, with a
/// suggestion where one is near.
@Suite struct MetricCheckTests {
  private func check(_ original: String, _ replacement: String) throws -> String {
    try SignupMutationTests().check(replacing: original, with: replacement).text
  }

  @Test func theExampleMetricsDecode() throws {
    let flow = try #require(FlowLoader().load(path: SignupMutationTests.flows.path + "/signup.yaml").flow)
    #expect(
      flow.metrics.map(\.id) == ["chose-pro", "purchased-7d", "revenue-30d", "pro-share-of-completers"])
    #expect(flow.allMetrics.first?.id == "completed")
    #expect(flow.allMetrics.first?.role == .guardrail)
    #expect(flow.metrics[1].within == MetricWindow("7d"))
    #expect(flow.metrics[1].within?.milliseconds == Int64(604_800_000))
    #expect(flow.metrics[2].value == .sum)
    #expect(flow.metrics[3].type == .ratio)
    #expect(flow.dimensions == ["country", "platform"])
    #expect(flow.metricFields == ["plan"])
    #expect(flow.experiments[0].metrics?.count == 5)
  }

  @Test func completedIsTheGoalWithoutOne() {
    var flow = FlowDefinition(name: "f", model: "User", steps: [])
    flow.metrics = [MetricDefinition(id: "x")]
    #expect(flow.allMetrics.map(\.role) == [.goal, .secondary])
  }

  @Test(arguments: [
    ("7d", Int64(604_800_000)), ("12h", 43_200_000), ("30m", 1_800_000), ("2w", 1_209_600_000),
    ("90s", 90_000),
  ])
  func durations(text: String, milliseconds: Int64) {
    #expect(MetricWindow(text)?.milliseconds == milliseconds)
  }

  @Test(arguments: ["7", "d", "7days", "-7d", "+7d", "0d", "1.5d", "99999999999999999w"])
  func notDurations(text: String) {
    #expect(MetricWindow(text) == nil)
  }

  @Test func unknownMetricOfAnExperiment() throws {
    #expect(
      try check("metrics: [chose-pro, purchased-7d", "metrics: [chose-por, purchased-7d") == """
        Flows/signup.yaml:112:15: error: experiment 'signup-plan-first' lists unknown metric 'chose-por'; did you mean 'chose-pro'?
            metrics: [chose-por, purchased-7d, revenue-30d, pro-share-of-completers, completed]
                      ^

        """)
  }

  @Test func whenOnAFieldNeverCollected() throws {
    #expect(
      try check("when: { plan: pro }", "when: { plann: pro }") == """
        Flows/signup.yaml:163:11: error: metric 'chose-pro' reads 'plann', a field the flow never collects; did you mean 'plan'?
            when: { plann: pro }
                  ^

        """)
  }

  @Test func withinThatIsNotADuration() throws {
    #expect(
      try check("within: 7d", "within: a week") == """
        Flows/signup.yaml:168:13: error: 'within' must be a duration such as 30m, 12h, 7d or 2w, not 'a week'
            within: a week
                    ^

        """)
  }

  @Test func aLabelIsTextAndNamesTheMetricInWords() throws {
    #expect(
      try check(
        "  - id: chose-pro\n    role: goal\n", "  - id: chose-pro\n    label: [Pro]\n    role: goal\n") == """
          Flows/signup.yaml:161:12: error: a metric's 'label' must be text, not a sequence
              label: [Pro]
                     ^

          """)
    var metric = MetricDefinition(id: "chose-pro")
    #expect(metric.name == "chose-pro", "without a label, the id")
    metric.label = "Pro plans"
    #expect(metric.name == "Pro plans")
    #expect(MetricDefinition(id: MetricDefinition.completedID).name == "completion")
  }

  @Test func ratioOfAnUnknownMetric() throws {
    #expect(
      try check("denominator: completed", "denominator: complete") == """
        Flows/signup.yaml:177:18: error: ratio 'pro-share-of-completers' has denominator unknown metric 'complete'; did you mean 'completed'?
            denominator: complete
                         ^

        """)
  }

  @Test func meanOverANonNumericField() throws {
    #expect(
      try check("    event: purchased\n    value: sum\n", "    field: plan\n") == """
        Flows/signup.yaml:171:12: error: mean 'revenue-30d' averages field 'plan', which is choice, not a number
            field: plan
                   ^
        Flows/signup.yaml:172:13: error: 'within' needs 'event': it counts outcomes within a time of exposure
            within: 30d
                    ^

        """)
  }

  @Test func whenNamingAnEmailField() throws {
    #expect(
      try check("when: { plan: pro }", "when: { guardianEmail: { $exists: true } }") == """
        Flows/signup.yaml:163:11: error: metric 'chose-pro' reads field 'guardianEmail', which is an email: no personal data enters the store through metrics
            when: { guardianEmail: { $exists: true } }
                  ^

        """)
  }

  @Test func whenNamingAPrivateField() throws {
    #expect(
      try check("        default: free\n", "        default: free\n        private: true\n") == """
        Flows/signup.yaml:164:11: error: metric 'chose-pro' reads field 'plan', which is marked 'private: true': no personal data enters the store through metrics
            when: { plan: pro }
                  ^

        """)
  }

  @Test func aPrivateFieldNoMetricNamesIsFine() throws {
    #expect(try check("      - key: birthDate\n", "      - key: birthDate\n        private: true\n") == "")
  }

  @Test func unknownMetricKey() throws {
    #expect(
      try check("    type: ratio\n", "    tpye: ratio\n") == """
        Flows/signup.yaml:175:5: error: unknown key 'tpye' in a metric; did you mean 'type'?
            tpye: ratio
            ^

        """)
  }

  @Test func completedIsReserved() throws {
    #expect(
      try check("  - id: chose-pro\n", "  - id: completed\n").contains(
        "Flows/signup.yaml:160:9: error: metric id 'completed' is built in (finished the flow); give this metric another id"
      ))
  }
}
