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
    parts += report.warnings.map { "<p class=\"note\">warning: \(MarkupText.escaped($0))</p>" }
    for experiment in report.experiments { parts += self.experiment(experiment, level: level) }
    parts += ["</main>", "</body>", "</html>"]
    return parts.joined(separator: "\n") + "\n"
  }

  private func experiment(_ experiment: ExperimentReport, level: String) -> [String] {
    let rows = ReportRows(alpha: report.alpha)
    let badge = experiment.quality.isHealthy ? "ok" : "bad"
    var parts = [
      "<section class=\"experiment\">",
      "<h2>Experiment \(MarkupText.escaped(experiment.key))</h2>",
    ]
    if let verdict = experiment.verdict {
      parts.append(
        "<p class=\"decision\"><span class=\"badge \(Self.tone(verdict.status))\">"
          + "\(MarkupText.escaped(verdict.status.label))</span> \(MarkupText.escaped(verdict.reason))</p>")
    }
    parts += [
      "<p><span class=\"badge \(badge)\">\(MarkupText.escaped(rows.srm(experiment.srm)))</span>"
        + (experiment.quality.isHealthy || experiment.srm.flagged
          ? "" : " <span class=\"badge bad\">unhealthy: see the warnings</span>") + "</p>"
    ]
    if let run = rows.run(experiment.run) { parts.append("<p class=\"lead\">\(MarkupText.escaped(run))</p>") }
    parts += table(rows.variants(experiment))
    parts += rows.notes(experiment).map { "<p class=\"note\">\(MarkupText.escaped($0))</p>" }
    let forest = ForestChart(variants: experiment.variants, level: level).svg()
    if !forest.isEmpty { parts += ["<h3>Lift against control (\(level) interval)</h3>", forest] }
    let metrics = rows.metrics(experiment)
    if !metrics.isEmpty { parts += ["<h3>Metrics</h3>"] + table(metrics) }
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
      "<tr>" + header.map { "<th>\(MarkupText.escaped($0))</th>" }.joined() + "</tr>",
    ]
    for row in rows.dropFirst() {
      parts.append("<tr>" + row.map { "<td>\(MarkupText.escaped($0))</td>" }.joined() + "</tr>")
    }
    parts += ["</table>", "</div>"]
    return parts
  }
}
