/// The terminal table: one block per experiment, lines of at most 100 columns
/// for counts below a million (variant ids are cut to 12 characters with `…`).
struct TableRenderer {
  let report: FlowReport

  func render() -> String {
    var lines = [
      "Flow \(TextTable.truncate(report.flow, to: 60)) · alpha \(NumberText.plain(report.alpha)) "
        + "(\(NumberText.level(report.alpha)) intervals)"
    ]
    lines += report.warnings.map { "warning: \($0)" }
    for experiment in report.experiments {
      lines.append("")
      lines += self.experiment(experiment)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func experiment(_ experiment: ExperimentReport) -> [String] {
    let rows = ReportRows(alpha: report.alpha)
    var lines: [String] = []
    if let verdict = experiment.verdict {
      lines += [verdict.sentence, "\(TextTable.truncate(experiment.key, to: 50)): \(verdict.line)"]
    }
    lines.append(rows.heading(experiment, keyLimit: 50))
    if let run = rows.run(experiment.run) { lines.append(run) }
    lines += TextTable(rows: rows.variants(experiment), firstColumnLimit: 12).lines()
    lines += rows.notes(experiment).map { "  note: \($0)" }
    let metrics = rows.metrics(experiment)
    if !metrics.isEmpty {
      lines.append("")
      lines += TextTable(rows: metrics, firstColumnLimit: 24).lines(indent: "  ")
    }
    if let breakdown = experiment.breakdown {
      lines += ["", "  " + rows.breakdownTitle(breakdown)]
      lines += TextTable(rows: rows.breakdown(breakdown), firstColumnLimit: 20).lines(indent: "  ")
    }
    let times = rows.times(experiment)
    if !times.isEmpty {
      lines.append("")
      lines += TextTable(rows: times, firstColumnLimit: 18).lines(indent: "  ")
    }
    for variant in experiment.variants where !variant.funnel.isEmpty {
      lines.append("")
      lines.append("  Funnel · \(TextTable.truncate(variant.id, to: 60))")
      lines += TextTable(rows: rows.funnel(variant), firstColumnLimit: 40).lines(indent: "    ")
    }
    let fields = rows.fields(experiment)
    if !fields.isEmpty {
      lines.append("")
      lines += TextTable(rows: fields, firstColumnLimit: 40).lines(indent: "  ")
    }
    return lines
  }
}
