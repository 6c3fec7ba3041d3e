import OnboardKit

/// The HTML page's tables, with words for headers ("people", "chance to beat
/// control", "p-value (adjusted)") and each change both in percentage points
/// (a proportion's difference; a mean's in its own unit) and in percent. The
/// first row is the header. The terminal and Markdown tables keep their
/// short headers (``ReportRows``) to fit 100 columns.
struct HTMLTables {
  let alpha: Double

  /// The interval's header: `95% interval`.
  private var interval: String { "\(NumberText.level(alpha)) interval" }

  /// Completion per variant: people, completed, the rate, and each
  /// treatment's change against the control.
  func completion(_ experiment: ExperimentReport) -> [[String]] {
    var rows = [
      [
        "variant", "people", "completed", "rate", interval, "change", "change in %", interval,
        "chance to beat control", "p-value", "p-value (adjusted)",
      ]
    ]
    let control = experiment.variants.first
    for variant in experiment.variants {
      var row = [
        variant.id, NumberText.count(variant.users), NumberText.count(variant.conversions),
        NumberText.percent(variant.rate, digits: 1), NumberText.interval(variant.rateInterval),
      ]
      if let comparison = variant.comparison {
        let points = NumberText.points((variant.rate ?? .nan) - (control?.rate ?? .nan))
        if comparison.lift.problem != nil {
          row += [points, "–", "–", "cannot be compared", "–", "–"]
        } else {
          row += [
            points, NumberText.signedPercent(comparison.lift.relative),
            NumberText.interval(comparison.lift.interval, signed: true),
          ]
          row +=
            comparison.hasEnoughData
            ? [
              NumberText.chance(comparison.bayesian.chanceToWin), NumberText.pValue(comparison.lift.pValue),
              NumberText.pValue(comparison.pValueAdjusted),
            ] : ["not enough data", "–", "–"]
        }
      } else {
        row += ["control", "", "", "", "", ""]
      }
      rows.append(row)
    }
    return rows
  }

  /// One role's metrics (goals, guardrails or secondary), every variant of
  /// each; a goal's p-value also adjusted over goal metrics × variants.
  func metrics(_ metrics: [MetricReport], role: MetricDefinition.Role) -> [[String]] {
    let chosen = metrics.filter { $0.role == role }
    guard !chosen.isEmpty else { return [] }
    var header = [
      "metric", "variant", "people", "value", "change", "change in %", interval, "chance to beat control",
      "p-value",
    ]
    if role == .goal { header.append("p-value (adjusted)") }
    var rows = [header]
    for metric in chosen {
      guard let control = metric.variants.first else { continue }
      for (index, variant) in metric.variants.enumerated() {
        var row = [
          index == 0 ? metric.label : "", variant.id, NumberText.count(variant.users),
          ReportRows.value(variant.value, metric.type),
        ]
        if let comparison = variant.comparison {
          let change = variant.value - control.value
          row.append(
            metric.type == .proportion ? NumberText.points(change) : NumberText.signed(change))
          if comparison.lift.problem != nil {
            row += ["–", "–", "cannot be compared", "–"]
          } else if MetricVariantReport.hasEnoughData(variant, control, metric.type) {
            row += [
              NumberText.signedPercent(comparison.lift.relative),
              NumberText.interval(comparison.lift.interval, signed: true),
              NumberText.chance(comparison.chanceToWin), NumberText.pValue(comparison.lift.pValue),
            ]
          } else {
            row += [
              NumberText.signedPercent(comparison.lift.relative),
              NumberText.interval(comparison.lift.interval, signed: true), "not enough data", "–",
            ]
          }
          if role == .goal {
            row.append(
              comparison.lift.problem == nil
                && MetricVariantReport.hasEnoughData(variant, control, metric.type)
                ? NumberText.pValue(comparison.pValueAdjusted) : "–")
          }
        } else {
          row += ["control", "", "", "", ""] + (role == .goal ? [""] : [])
        }
        rows.append(row)
      }
    }
    return rows
  }

  /// `control 50.2% (planned 50%) · plan-first 49.8% (planned 50%)`: the
  /// share of the counted people in each variant against its weight.
  func split(_ experiment: ExperimentReport) -> String? {
    let people = experiment.variants.map(\.users).reduce(0, +)
    let weights = experiment.variants.map(\.weight).reduce(0, +)
    guard people > 0, weights > 0 else { return nil }
    return experiment.variants.map { variant in
      "\(variant.id) \(NumberText.percent(Double(variant.users) / Double(people), digits: 1)) "
        + "(planned \(NumberText.percent(variant.weight / weights, digits: 0)))"
    }.joined(separator: " · ")
  }
}
