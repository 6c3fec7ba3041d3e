import OnboardKit

/// The cells of the report's tables, shared by the table, Markdown and HTML
/// formats so they always show the same numbers. The first row is the header.
struct ReportRows {
  let alpha: Double

  /// Users, conversion, lift, p-values and chance to win per variant.
  func variants(_ experiment: ExperimentReport) -> [[String]] {
    let level = NumberText.level(alpha)
    var rows = [
      ["variant", "users", "conv", "rate", "\(level) CI %", "lift", "\(level) CI %", "p", "p Holm", "win"]
    ]
    for variant in experiment.variants {
      var row = [
        variant.id, NumberText.count(variant.users), NumberText.count(variant.conversions),
        NumberText.percent(variant.rate, digits: 1), NumberText.interval(variant.rateInterval),
      ]
      if let comparison = variant.comparison {
        if let problem = comparison.lift.problem {
          row += [liftText(comparison.lift.relative, problem), "n/a", "–", "–", "–"]
        } else if !comparison.hasEnoughData {
          row += [
            NumberText.signedPercent(comparison.lift.relative),
            NumberText.interval(comparison.lift.interval, signed: true), "–", "–", "–",
          ]
        } else {
          row += [
            NumberText.signedPercent(comparison.lift.relative),
            NumberText.interval(comparison.lift.interval, signed: true),
            NumberText.pValue(comparison.lift.pValue), NumberText.pValue(comparison.pValueAdjusted),
            NumberText.chance(comparison.bayesian.chanceToWin),
          ]
        }
      } else {
        row += ["control", "", "", "", ""]
      }
      rows.append(row)
    }
    return rows
  }

  /// gbstats reports a lift of 0 when the control's mean is 0; shown as `–`.
  private func liftText(_ relative: Double, _ problem: TestProblem) -> String {
    problem == .baselineZero ? "–" : NumberText.signedPercent(relative)
  }

  /// What to know before reading a treatment's numbers, plainly: why a lift
  /// has no interval, too few conversions for a p-value, a suspicious lift.
  func notes(_ experiment: ExperimentReport) -> [String] {
    guard let control = experiment.variants.first else { return [] }
    return experiment.variants.dropFirst().flatMap { variant -> [String] in
      guard let comparison = variant.comparison else { return [] }
      if let problem = comparison.lift.problem {
        return ["\(variant.id): \(ProblemText.describe(problem, control: control, treatment: variant))"]
      }
      var notes: [String] = []
      if !comparison.hasEnoughData {
        notes.append(
          "\(variant.id): not enough data: \(NumberText.count(variant.conversions)) completions, "
            + "\(NumberText.count(control.conversions)) in '\(control.id)'; p-values and the chance to win "
            + "need \(DataQuality.minimumConversions) in each")
      }
      if comparison.isSuspicious {
        notes.append(
          "\(variant.id): a lift of \(NumberText.signedPercent(comparison.lift.relative)) is suspicious; "
            + "check the assignment and the events before believing it")
      }
      return notes
    }
  }

  /// The metrics table: goals first, then guardrails, then the rest; per
  /// variant its value and, for a treatment, lift, interval, p-value (and
  /// the corrected one for a goal), chance to win and risk. Under
  /// ``DataQuality/minimumConversions`` in an arm (people, for a mean or a
  /// ratio) the p-values, chance and risk are `–`.
  func metrics(_ experiment: ExperimentReport) -> [[String]] {
    metrics(experiment.metrics)
  }

  /// ``metrics(_:)-(ExperimentReport)`` of any list of metrics (a breakdown's slice).
  func metrics(_ list: [MetricReport]) -> [[String]] {
    guard !list.isEmpty else { return [] }
    let level = NumberText.level(alpha)
    var rows = [
      ["metric", "role", "variant", "users", "value", "lift", "\(level) CI %", "p", "p adj", "win", "risk"]
    ]
    let order: [MetricDefinition.Role] = [.goal, .guardrail, .secondary]
    for metric in list.sorted(by: {
      (order.firstIndex(of: $0.role) ?? 3) < (order.firstIndex(of: $1.role) ?? 3)
    }) {
      let control = metric.variants.first
      for (index, variant) in metric.variants.enumerated() {
        var row = [
          index == 0 ? metric.id : "", index == 0 ? metric.role.rawValue : "", variant.id,
          NumberText.count(variant.users), Self.value(variant.value, metric.type),
        ]
        if let comparison = variant.comparison, let control {
          let enough = MetricVariantReport.hasEnoughData(variant, control, metric.type)
          if comparison.lift.problem != nil {
            row += [NumberText.signedPercent(comparison.lift.relative), "n/a", "–", "–", "–", "–"]
          } else {
            row += [
              NumberText.signedPercent(comparison.lift.relative),
              NumberText.interval(comparison.lift.interval, signed: true),
              enough ? NumberText.pValue(comparison.lift.pValue) : "–",
              enough ? NumberText.pValue(comparison.pValueAdjusted) : "–",
              enough ? NumberText.chance(comparison.chanceToWin) : "–",
              enough ? NumberText.percent(comparison.risk.treatment, digits: 2) : "–",
            ]
          }
        } else {
          row += ["control", "", "", "", "", ""]
        }
        rows.append(row)
      }
    }
    return rows
  }

  /// The breakdown's metrics, one block per slice, its value in the first
  /// column (`US`, `other (3 values)`).
  func breakdown(_ breakdown: Breakdown) -> [[String]] {
    var rows: [[String]] = []
    for slice in breakdown.slices {
      let table = metrics(slice.metrics)
      guard let header = table.first else { continue }
      if rows.isEmpty { rows.append([breakdown.attribute] + header) }
      let name =
        slice.value == Breakdown.otherName && slice.values.count > 1
        ? "other (\(slice.values.count) values)" : slice.value
      for (index, row) in table.dropFirst().enumerated() { rows.append([index == 0 ? name : ""] + row) }
    }
    return rows
  }

  /// `By country: 3 slices; p adj over 12 comparisons (slices × goal metrics × variants)`.
  func breakdownTitle(_ breakdown: Breakdown) -> String {
    "By \(breakdown.attribute): \(breakdown.slices.count) slice\(breakdown.slices.count == 1 ? "" : "s") "
      + "(values under \(Breakdown.minimumPeople) people in a variant are 'other'); p adj over "
      + "\(breakdown.comparisons) comparisons (slices × goal metrics × variants)"
  }

  /// A metric's value: a share as a percentage, a mean or ratio as a number.
  static func value(_ value: Double, _ type: MetricDefinition.Kind) -> String {
    guard value.isFinite else { return "–" }
    return type == .proportion ? NumberText.percent(value, digits: 1) : String(format: "%.3f", value)
  }

  /// The SRM verdict in words.
  func srm(_ srm: SampleRatioCheck) -> String {
    guard let pValue = srm.pValue else { return "SRM n/a (one variant)" }
    let p = NumberText.pValue(pValue)
    guard srm.isJudged else {
      return "SRM p \(p) not judged (under \(SampleRatioCheck.minimumPeople) people in a variant)"
    }
    return srm.flagged ? "SRM p \(p) MISMATCH: users do not match the weights" : "SRM p \(p) ok"
  }

  /// When the experiment ran: `run: 2026-11-14 22:13 → 2026-11-21 09:40 UTC
  /// (6.5 days), flow version 1`; `nil` without a timed exposure.
  func run(_ span: RunSpan) -> String? {
    guard let first = span.firstMs, let last = span.lastMs, let days = span.days else { return nil }
    let versions =
      span.flowVersions.isEmpty
      ? ""
      : ", flow version\(span.flowVersions.count == 1 ? "" : "s") "
        + span.flowVersions.map(String.init).joined(separator: ", ")
    return "run: \(NumberText.minute(first)) → \(NumberText.minute(last)) UTC "
      + "(\(NumberText.duration(days: days)))\(versions)"
  }

  /// The experiment's verdict line: its key, the SRM verdict, and UNHEALTHY
  /// when the data cannot be acted on (the report's warnings say why).
  func heading(_ experiment: ExperimentReport, keyLimit: Int) -> String {
    // A flagged SRM check says MISMATCH already.
    let health = experiment.quality.isHealthy || experiment.srm.flagged ? "" : " · UNHEALTHY"
    return "Experiment \(TextTable.truncate(experiment.key, to: keyLimit)) · \(srm(experiment.srm))\(health)"
  }

  /// Time to complete; empty when no variant has a completion.
  func times(_ experiment: ExperimentReport) -> [[String]] {
    guard experiment.variants.contains(where: { $0.time.count > 0 }) else { return [] }
    let level = NumberText.level(alpha)
    var rows = [["time to complete", "n", "median", "mean", "lift", "\(level) CI %", "p"]]
    for variant in experiment.variants {
      var row = [
        variant.id, NumberText.count(variant.time.count), NumberText.seconds(variant.time.medianSeconds),
        NumberText.seconds(variant.time.meanSeconds),
      ]
      if let lift = variant.time.lift {
        row += [
          lift.problem.map { liftText(lift.relative, $0) } ?? NumberText.signedPercent(lift.relative),
          lift.problem == nil ? NumberText.interval(lift.interval, signed: true) : "n/a",
          lift.problem == nil ? NumberText.pValue(lift.pValue) : "–",
        ]
      } else {
        row += ["", "", ""]
      }
      rows.append(row)
    }
    return rows
  }

  /// One variant's funnel with drop-off.
  func funnel(_ variant: VariantReport) -> [[String]] {
    var rows = [["step", "reached", "completed", "dropped", "drop"]]
    for step in variant.funnel {
      let drop = step.dropRate
      rows.append([
        step.step, NumberText.count(step.reached), NumberText.count(step.completed),
        NumberText.count(step.dropped),
        NumberText.percent(drop, digits: 1),
      ])
    }
    return rows
  }

  /// Validation failures per field (`step.field`) or final rule
  /// (`step: message`) and variant; empty when there are none.
  func fields(_ experiment: ExperimentReport) -> [[String]] {
    let variants = experiment.variants.filter { !$0.fieldFailures.isEmpty }
    guard !variants.isEmpty else { return [] }
    var rows = [["field", "variant", "failures", "attempts", "rate"]]
    for variant in variants {
      for field in variant.fieldFailures {
        rows.append([
          field.rule.map { "\(field.step): \($0)" } ?? "\(field.step).\(field.field)", variant.id,
          NumberText.count(field.failures),
          NumberText.count(field.attempts), NumberText.percent(field.rate, digits: 1),
        ])
      }
    }
    return rows
  }
}
