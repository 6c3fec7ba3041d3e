import OnboardKit

/// The JSON contract (docs/report-json.md), as canonical JSON (sorted keys).
enum JSONRenderer {
  static func render(_ report: FlowReport) -> String {
    value(report).canonicalText() + "\n"
  }

  static func value(_ report: FlowReport) -> JSONValue {
    var members: [String: JSONValue] = [
      "flow": .string(report.flow),
      "alpha": .number(report.alpha),
      "experiments": .array(report.experiments.map(experiment)),
    ]
    if !report.warnings.isEmpty { members["warnings"] = .array(report.warnings.map(JSONValue.string)) }
    return .object(members)
  }

  private static func experiment(_ experiment: ExperimentReport) -> JSONValue {
    var members: [String: JSONValue] = [
      "key": .string(experiment.key),
      "srm": .object([
        "pValue": number(experiment.srm.pValue), "flagged": .bool(experiment.srm.flagged),
        "judged": .bool(experiment.srm.isJudged),
      ]),
      "variants": .array(experiment.variants.map(variant)),
      "health": health(experiment.quality),
      "run": run(experiment.run),
      "metrics": .array(experiment.metrics.map(metric)),
    ]
    members["decision"] = experiment.verdict?.json
    if let breakdown = experiment.breakdown {
      members["breakdown"] = .object([
        "attribute": .string(breakdown.attribute), "comparisons": .number(Double(breakdown.comparisons)),
        "minimumPeople": .number(Double(Breakdown.minimumPeople)),
        "slices": .array(
          breakdown.slices.map { slice in
            .object([
              "value": .string(slice.value), "values": .array(slice.values.map(JSONValue.string)),
              "people": .array(slice.people.map { .number(Double($0)) }),
              "metrics": .array(slice.metrics.map(metric)),
            ])
          }),
      ])
    }
    return .object(members)
  }

  private static func metric(_ metric: MetricReport) -> JSONValue {
    .object([
      "id": .string(metric.id), "label": .string(metric.label), "role": .string(metric.role.rawValue),
      "type": .string(metric.type.rawValue),
      "variants": .array(
        metric.variants.map { variant in
          var members: [String: JSONValue] = [
            "id": .string(variant.id), "users": .number(Double(variant.users)),
            "value": number(variant.value),
            "ci": interval(variant.interval),
          ]
          if let comparison = variant.comparison {
            members["lift"] = .object([
              "relative": number(comparison.lift.relative), "absolute": number(comparison.lift.absolute),
              "ci": interval(comparison.lift.problem == nil ? comparison.lift.interval : nil),
              "pValue": number(comparison.lift.pValue), "pValueAdjusted": number(comparison.pValueAdjusted),
            ])
            members["chanceToWin"] = number(comparison.chanceToWin)
            members["risk"] = .object([
              "control": number(comparison.risk.control), "treatment": number(comparison.risk.treatment),
            ])
            if let problem = comparison.lift.problem { members["problem"] = .string(problem.rawValue) }
          }
          return .object(members)
        }),
    ])
  }

  private static func run(_ span: RunSpan) -> JSONValue {
    .object([
      "first": span.firstMs.map { .string(NumberText.timestamp($0)) } ?? .null,
      "last": span.lastMs.map { .string(NumberText.timestamp($0)) } ?? .null,
      "days": number(span.days), "flowVersions": .array(span.flowVersions.map { .number(Double($0)) }),
    ])
  }

  private static func health(_ quality: DataQuality) -> JSONValue {
    .object([
      "status": .string(quality.isHealthy ? "healthy" : "unhealthy"),
      "exposedPeople": .number(Double(quality.exposedPeople)),
      "multipleExposures": .number(Double(quality.multipleExposures)),
      "unknownVariants": .array(
        quality.unknownVariants.map { .object(["id": .string($0.id), "users": .number(Double($0.users))]) }),
      "problems": .array(quality.problems.map(JSONValue.string)),
    ])
  }

  private static func variant(_ variant: VariantReport) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(variant.id),
      "weight": .number(variant.weight),
      "users": .number(Double(variant.users)),
      "conversions": .number(Double(variant.conversions)),
      "rate": number(variant.rate),
      "rateCI": interval(variant.rateInterval),
      "funnel": .array(
        variant.funnel.map {
          .object([
            "step": .string($0.step), "reached": .number(Double($0.reached)),
            "completed": .number(Double($0.completed)), "dropped": .number(Double($0.dropped)),
          ])
        }),
      "fieldFailures": .array(
        variant.fieldFailures.map { failure in
          var object: [String: JSONValue] = [
            "step": .string(failure.step), "field": failure.rule == nil ? .string(failure.field) : .null,
            "failures": .number(Double(failure.failures)), "attempts": .number(Double(failure.attempts)),
            "rate": number(failure.rate),
          ]
          if let rule = failure.rule { object["rule"] = .string(rule) }
          return .object(object)
        }),
      "time": time(variant.time),
    ]
    if let comparison = variant.comparison {
      var lift: [String: JSONValue] = [
        "relative": .number(comparison.lift.relative),
        "ci": interval(comparison.lift.interval),
        "pValue": .number(comparison.lift.pValue),
        "pValueAdjusted": .number(comparison.pValueAdjusted),
      ]
      if let problem = comparison.lift.problem { lift["problem"] = .string(problem.rawValue) }
      members["lift"] = .object(lift)
      members["chanceToWin"] = .number(comparison.bayesian.chanceToWin)
      members["enoughData"] = .bool(comparison.hasEnoughData)
      members["suspiciousLift"] = .bool(comparison.isSuspicious)
      members["credibleInterval"] = interval(comparison.bayesian.interval)
    }
    return .object(members)
  }

  private static func time(_ time: TimeReport) -> JSONValue {
    var members: [String: JSONValue] = [
      "count": .number(Double(time.count)), "median": number(time.medianSeconds),
      "mean": number(time.meanSeconds),
    ]
    if let lift = time.lift {
      var liftMembers: [String: JSONValue] = [
        "relative": .number(lift.relative), "ci": interval(lift.interval), "pValue": .number(lift.pValue),
      ]
      if let problem = lift.problem { liftMembers["problem"] = .string(problem.rawValue) }
      members["lift"] = .object(liftMembers)
    }
    return .object(members)
  }

  private static func number(_ value: Double?) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .number(value)
  }

  private static func interval(_ interval: Interval?) -> JSONValue {
    guard let interval else { return .null }
    return .array([number(interval.lower), number(interval.upper)])
  }
}
