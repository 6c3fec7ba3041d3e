import Foundation

/// GitHub-flavoured Markdown: a heading per experiment and pipe tables.
struct MarkdownRenderer {
  let report: FlowReport

  func render() -> String {
    let rows = ReportRows(alpha: report.alpha)
    var lines = [
      "# Flow \(Self.escape(report.flow))", "",
      "alpha \(NumberText.plain(report.alpha)): intervals are \(NumberText.level(report.alpha)); "
        + "lift is relative to the control (first variant).",
    ]
    if !report.warnings.isEmpty {
      lines += [""] + report.warnings.map { "- **warning:** \(Self.escape($0))" }
    }
    for experiment in report.experiments {
      let health =
        experiment.quality.isHealthy || experiment.srm.flagged ? "" : " · **UNHEALTHY** (see the warnings)"
      lines += ["", "## Experiment \(Self.escape(experiment.key))", ""]
      if let verdict = experiment.verdict {
        lines += [
          "**Decision: \(Self.escape(verdict.status.label))** — \(Self.escape(verdict.reason))", "",
          "> \(Self.escape(verdict.sentence))", "",
        ]
      }
      lines += [rows.srm(experiment.srm) + health, ""]
      if let run = rows.run(experiment.run) { lines += [Self.escape(run), ""] }
      lines += table(rows.variants(experiment))
      let notes = rows.notes(experiment)
      if !notes.isEmpty { lines += [""] + notes.map { "- \(Self.escape($0))" } }
      let metrics = rows.metrics(experiment)
      if !metrics.isEmpty { lines += ["", "### Metrics", ""] + table(metrics) }
      if let breakdown = experiment.breakdown {
        lines += [
          "", "### By \(Self.escape(breakdown.attribute))", "", Self.escape(rows.breakdownTitle(breakdown)),
          "",
        ]
        lines += table(rows.breakdown(breakdown))
      }
      let times = rows.times(experiment)
      if !times.isEmpty { lines += ["", "### Time to complete", ""] + table(times) }
      for variant in experiment.variants where !variant.funnel.isEmpty {
        lines += ["", "### Funnel: \(Self.escape(variant.id))", ""] + table(rows.funnel(variant))
      }
      let fields = rows.fields(experiment)
      if !fields.isEmpty { lines += ["", "### Validation failures", ""] + table(fields) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A pipe table; the first column left-aligned, the others right-aligned.
  private func table(_ rows: [[String]]) -> [String] {
    guard let header = rows.first else { return [] }
    let alignment = header.indices.map { $0 == 0 ? "---" : "---:" }
    return [line(header), line(alignment, escaping: false)] + rows.dropFirst().map { line($0) }
  }

  private func line(_ cells: [String], escaping: Bool = true) -> String {
    "| " + cells.map { escaping ? Self.escape($0) : $0 }.joined(separator: " | ") + " |"
  }

  /// Escapes what Markdown or a table cell would interpret (`|`, `*`, `_`, `<`, …).
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\", "|", "*", "_", "`", "[", "]", "#", "<", ">": out += "\\\(character)"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }
}
