import OnboardReport

/// The counts the golden files are rendered from: a clear winner, a near tie,
/// an SRM mismatch, a control without conversions, and names that need
/// escaping in every format.
enum SampleCounts {
  static let flow = FlowCounts(
    flow: "signup",
    experiments: [
      ExperimentCounts(
        key: "signup-plan-first",
        variants: [
          variant(
            "control", users: 10_000, conversions: 1_000, times: (1_000, 95_000, 9.8e6, 88),
            funnel: [
              ("name", 10_000, 9_400), ("age", 9_400, 8_100), ("plan", 8_100, 1_600), ("done", 1_600, 1_000),
            ],
            fields: [("name", "firstName", 420, 10_300), ("age", "age", 910, 9_900)]),
          variant(
            "plan-first", users: 10_000, conversions: 1_200, times: (1_100, 96_800, 9.0e6, 81),
            funnel: [
              ("plan", 10_000, 9_000), ("name", 9_000, 8_300), ("age", 8_300, 7_000), ("done", 7_000, 1_200),
            ],
            fields: [("name", "firstName", 400, 9_100), ("age", "age", 980, 8_600)]),
          variant(
            "short-form", users: 10_050, conversions: 1_004, times: (1_004, 90_000, 8.5e6, 84),
            funnel: [("name", 10_050, 9_500), ("plan", 9_500, 1_900), ("done", 1_900, 1_004)],
            fields: [("name", "firstName", 300, 10_400)]),
        ]),
      ExperimentCounts(
        key: "welcome <copy> | \"A&B\"",
        variants: [
          variant("control", users: 1_000, conversions: 400, times: (400, 20_000, 1.2e6, 45)),
          variant("warm_*tone*", users: 1_300, conversions: 560, times: (560, 26_000, 1.4e6, 43)),
        ]),
      ExperimentCounts(
        key: "tiny",
        variants: [
          variant("control", users: 50, conversions: 0),
          variant("b", users: 50, conversions: 4, times: (4, 200, 10_400, 49)),
        ]),
    ])

  static func variant(
    _ id: String, weight: Double = 1, users: Int, conversions: Int,
    times: (Int, Double, Double, Double)? = nil,
    funnel: [(String, Int, Int)] = [], fields: [(String, String, Int, Int)] = []
  ) -> VariantCounts {
    VariantCounts(
      id: id, weight: weight, users: users, conversions: conversions,
      completionTimes: times.map {
        CompletionTimes(count: $0.0, sum: $0.1, sumOfSquares: $0.2, medianSeconds: $0.3)
      } ?? .empty,
      funnel: funnel.map { FunnelStepCounts(step: $0.0, reached: $0.1, completed: $0.2) },
      fieldFailures: fields.map {
        FieldFailureCounts(step: $0.0, field: $0.1, failures: $0.2, attempts: $0.3)
      })
  }
}
