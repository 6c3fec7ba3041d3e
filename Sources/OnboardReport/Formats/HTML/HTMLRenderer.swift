import OnboardKit

/// One self-contained HTML page: inline CSS, inline SVG, no script and no
/// network. Every text from the data is escaped.
struct HTMLRenderer {
  let report: FlowReport

  func render() -> String {
    let level = NumberText.level(report.alpha)
    var parts = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>Onboard report · \(MarkupText.escaped(report.flow))</title>",
      "<style>\n\(HTMLStyle.css)\n</style>", "</head>", "<body>", "<main>",
      "<h1>Flow \(MarkupText.escaped(report.flow))</h1>",
      "<p class=\"lead\">alpha \(NumberText.plain(report.alpha)): intervals are \(level); lift is relative to "
        + "the control (the first variant), as GrowthBook's stats engine computes it.</p>",
    ]
    // An experiment's own problems are shown in its section.
    let own = Set(
      report.experiments.flatMap { experiment in
        experiment.quality.problems(includingSRM: false).map { "experiment '\(experiment.key)': \($0)" }
      })
    parts += report.warnings.filter { !own.contains($0) }.map {
      "<p class=\"note\">warning: \(MarkupText.escaped($0))</p>"
    }
    for experiment in report.experiments { parts += self.experiment(experiment, level: level) }
    parts += ["</main>", "</body>", "</html>"]
    return parts.joined(separator: "\n") + "\n"
  }

  private func experiment(_ experiment: ExperimentReport, level: String) -> [String] {
    let rows = ReportRows(alpha: report.alpha)
    let tables = HTMLTables(alpha: report.alpha)
    var parts = [
      "<section class=\"experiment\">",
      "<h2>Experiment \(MarkupText.escaped(experiment.key))</h2>",
    ]
    if let verdict = experiment.verdict {
      parts += [
        "<p class=\"sentence\">\(MarkupText.escaped(verdict.sentence))</p>",
        "<p class=\"decision\"><span class=\"badge \(Self.tone(verdict.status))\">"
          + "\(MarkupText.escaped(verdict.status.label))</span> \(MarkupText.escaped(verdict.reason))</p>",
      ]
    }
    var facts = [
      "<span class=\"badge \(experiment.quality.isHealthy ? "ok" : "bad")\">"
        + "\(MarkupText.escaped(rows.srm(experiment.srm)))</span>"
    ]
    if !experiment.quality.isHealthy, !experiment.srm.flagged {
      facts.append("<span class=\"badge bad\">unhealthy: see the warnings</span>")
    }
    if let split = tables.split(experiment) { facts.append("split: \(MarkupText.escaped(split))") }
    parts.append("<p class=\"facts\">" + facts.joined(separator: " ") + "</p>")
    if let run = rows.run(experiment.run) { parts.append("<p class=\"lead\">\(MarkupText.escaped(run))</p>") }
    let warnings = experiment.quality.problems(includingSRM: false) + rows.notes(experiment)
    if !warnings.isEmpty {
      parts.append(
        "<ul class=\"warnings\">" + warnings.map { "<li>\(MarkupText.escaped($0))</li>" }.joined() + "</ul>")
    }
    let sections: [(MetricDefinition.Role, String)] = [
      (.goal, "Goal metrics"), (.guardrail, "Guardrails"), (.secondary, "Secondary metrics"),
    ]
    for (role, title) in sections {
      let metrics = tables.metrics(experiment.metrics, role: role)
      if !metrics.isEmpty { parts += ["<h3>\(title)</h3>"] + table(metrics) }
      if role == .goal {
        for history in experiment.history {
          let chart = CumulativeLiftChart(history: history, level: level).svg()
          if chart.isEmpty { continue }
          parts += [
            "<h3>\(MarkupText.escaped(history.label)) over the run: cumulative change (\(level) interval)</h3>",
            chart,
          ]
        }
      }
    }
    if let breakdown = experiment.breakdown {
      parts += [
        "<h3>By \(MarkupText.escaped(breakdown.attribute))</h3>",
        "<p class=\"lead\">\(MarkupText.escaped(rows.breakdownTitle(breakdown)))</p>",
      ]
      for slice in breakdown.slices {
        let values = slice.values == [slice.value] ? "" : " (\(slice.values.joined(separator: ", ")))"
        parts.append(
          "<h4>\(MarkupText.escaped(breakdown.attribute)): \(MarkupText.escaped(slice.value + values)) · "
            + "\(NumberText.count(slice.people.reduce(0, +))) people</h4>")
        for (role, _) in sections { parts += table(tables.metrics(slice.metrics, role: role)) }
      }
    }
    parts += ["<h3>Completion</h3>"] + table(tables.completion(experiment))
    let forest = ForestChart(variants: experiment.variants, level: level).svg()
    if !forest.isEmpty {
      parts += ["<h3>Change in completion against control (\(level) interval)</h3>", forest]
    }
    let times = rows.times(experiment)
    if !times.isEmpty { parts += ["<h3>Time to complete</h3>"] + table(times) }
    let funnels = experiment.variants.filter { !$0.funnel.isEmpty }
    if !funnels.isEmpty {
      parts.append("<div class=\"funnels\">")
      for variant in funnels {
        parts += ["<h3>Funnel · \(MarkupText.escaped(variant.id))</h3>", FunnelChart(variant: variant).svg()]
      }
      parts.append("</div>")
    }
    let fields = rows.fields(experiment)
    if !fields.isEmpty { parts += ["<h3>Validation failures</h3>"] + table(fields) }
    parts.append("</section>")
    return parts
  }

  /// The decision badge's colour: good to ship, bad to roll back or unhealthy, plain otherwise.
  static func tone(_ status: ExperimentVerdict.Status) -> String {
    switch status {
    case .ship: return "ok"
    case .rollBack, .unhealthy: return "bad"
    default: return "wait"
    }
  }

  private func table(_ rows: [[String]]) -> [String] {
    guard let header = rows.first else { return [] }
    var parts = [
      "<div class=\"table\">", "<table>",
      "<thead><tr>" + header.map { "<th>\(MarkupText.escaped($0))</th>" }.joined() + "</tr></thead>",
      "<tbody>",
    ]
    for row in rows.dropFirst() {
      // Each cell names its column, for the stacked layout of a narrow screen.
      let cells = zip(header, row).map { name, cell in
        "<td data-label=\"\(MarkupText.escaped(name))\">\(MarkupText.escaped(cell))</td>"
      }
      parts.append("<tr>" + cells.joined() + "</tr>")
    }
    parts += ["</tbody>", "</table>", "</div>"]
    return parts
  }
}
