/// The formats a ``FlowReport`` renders to.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Aligned text for a terminal, at most 100 columns.
  case table
  /// The JSON contract of docs/report-json.md.
  case json
  /// One row per variant; header in docs/report.md.
  case csv
  /// GitHub-flavoured Markdown tables.
  case md
  /// One self-contained HTML page with inline CSS and SVG charts.
  case html

  /// The report in this format, ending with a newline.
  ///
  /// - Parameter report: what ``analyze(_:alpha:)`` made.
  ///
  /// ```swift
  /// let location = try StoreLocation.resolve(db: "acme.db", environment: [:], workingDirectory: ".")
  /// let store = try location.openExisting()
  /// let counts = try StoreAggregator(store: store)
  ///   .counts(flow: "member", experiment: nil, plan: ReportPlan(flow: flow))
  /// print(ReportFormat.md.render(try analyze(counts)), terminator: "")
  /// ```
  public func render(_ report: FlowReport) -> String {
    switch self {
    case .table: return TableRenderer(report: report).render()
    case .json: return JSONRenderer.render(report)
    case .csv: return CSVRenderer.render(report)
    case .md: return MarkdownRenderer(report: report).render()
    case .html: return HTMLRenderer(report: report).render()
    }
  }
}
