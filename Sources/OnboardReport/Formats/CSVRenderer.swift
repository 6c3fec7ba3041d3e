import Foundation

/// One row per variant (RFC 4180 quoting). The header is ``header``; empty
/// cells mean "not applicable" (the control's lift, a rate with no users).
/// Text cells (the flow, experiment and variant names) that a spreadsheet
/// would read as a formula get a leading `'` (see ``text(_:)``); number
/// cells, negative ones too, stay numbers.
enum CSVRenderer {
  static let header = [
    "flow", "experiment", "variant", "weight", "users", "conversions", "rate", "rate_ci_low", "rate_ci_high",
    "lift", "lift_ci_low", "lift_ci_high", "p_value", "p_value_adjusted", "lift_problem", "chance_to_win",
    "credible_low", "credible_high", "srm_p_value", "srm_flagged", "time_count", "time_median_seconds",
    "time_mean_seconds", "time_lift", "time_lift_ci_low", "time_lift_ci_high", "time_p_value",
    "decision_sentence", "decision",
    "decision_reason", "decision_action",
  ]

  /// The header of a breakdown's rows (`--by`): one row per slice, metric and variant.
  static let breakdownHeader = [
    "flow", "experiment", "attribute", "value", "metric", "role", "variant", "users", "metric_value", "lift",
    "lift_ci_low", "lift_ci_high", "p_value", "p_value_adjusted", "chance_to_win",
  ]

  static func render(_ report: FlowReport) -> String {
    if report.experiments.contains(where: { $0.breakdown != nil }) { return breakdown(report) }
    var lines = [header.joined(separator: ",")]
    for experiment in report.experiments {
      for variant in experiment.variants {
        let comparison = variant.comparison
        let cells: [String] = [
          text(report.flow), text(experiment.key), text(variant.id), number(variant.weight),
          String(variant.users), String(variant.conversions), number(variant.rate),
          number(variant.rateInterval?.lower), number(variant.rateInterval?.upper),
          number(comparison?.lift.relative), number(comparison?.lift.interval.lower),
          number(comparison?.lift.interval.upper), number(comparison?.lift.pValue),
          number(comparison?.pValueAdjusted), comparison?.lift.problem?.rawValue ?? "",
          number(comparison?.bayesian.chanceToWin), number(comparison?.bayesian.interval.lower),
          number(comparison?.bayesian.interval.upper), number(experiment.srm.pValue),
          experiment.srm.flagged ? "true" : "false", String(variant.time.count),
          number(variant.time.medianSeconds),
          number(variant.time.meanSeconds), number(variant.time.lift?.relative),
          number(variant.time.lift?.interval.lower), number(variant.time.lift?.interval.upper),
          number(variant.time.lift?.pValue), text(experiment.verdict?.sentence ?? ""),
          text(experiment.verdict?.status.label ?? ""),
          text(experiment.verdict?.reason ?? ""),
          text(experiment.verdict?.variants.first { $0.id == variant.id }?.action ?? ""),
        ]
        lines.append(cells.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// With `--by`, the breakdown's rows instead of the variants'.
  private static func breakdown(_ report: FlowReport) -> String {
    var lines = [breakdownHeader.joined(separator: ",")]
    for experiment in report.experiments {
      guard let breakdown = experiment.breakdown else { continue }
      for slice in breakdown.slices {
        for metric in slice.metrics {
          for variant in metric.variants {
            let lift = variant.comparison?.lift
            let cells = [
              text(report.flow), text(experiment.key), text(breakdown.attribute), text(slice.value),
              text(metric.id), metric.role.rawValue, text(variant.id), String(variant.users),
              number(variant.value), number(lift?.relative), number(lift?.interval.lower),
              number(lift?.interval.upper), number(lift?.pValue), number(variant.comparison?.pValueAdjusted),
              number(variant.comparison?.chanceToWin),
            ]
            lines.append(cells.joined(separator: ","))
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Full precision (shortest text that reads back); empty for nil or NaN.
  private static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "" }
    return "\(value)"
  }

  /// A text cell: one that starts with `=`, `+`, `-`, `@`, a tab or a
  /// carriage return (a formula to a spreadsheet) is prefixed with `'` and
  /// quoted, as OWASP advises against CSV injection; then ``quote(_:)``.
  static func text(_ cell: String) -> String {
    guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else {
      return quote(cell)
    }
    return "\"'" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Quotes a cell holding a comma, quote or line break.
  static func quote(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
