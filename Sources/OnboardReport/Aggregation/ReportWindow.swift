import OnboardStore

/// The exposures a report counts, narrowed: exposed from ``since`` (on or
/// after) until ``until`` (before), and of one ``flowVersion``. A person is
/// in the report when their exposure is in the window; what they did after
/// it counts whenever it happened.
public struct ReportWindow: Sendable, Hashable {
  /// The earliest exposure counted, in milliseconds since 1970.
  package var since: Int64?
  /// The first moment no longer counted, in milliseconds since 1970.
  package var until: Int64?
  /// Only exposures of this version of the flow.
  package var flowVersion: Int?

  /// A window; every part is optional.
  ///
  /// - Parameters:
  ///   - since: the earliest exposure counted (ms since 1970), inclusive.
  ///   - until: the end of the window (ms since 1970), exclusive.
  ///   - flowVersion: only exposures recorded with this flow version.
  package init(since: Int64? = nil, until: Int64? = nil, flowVersion: Int? = nil) {
    self.since = since
    self.until = until
    self.flowVersion = flowVersion
  }

  /// Every exposure.
  public static let all = ReportWindow()

  /// The same window for the metrics' queries.
  package var exposures: ExposureFilter {
    ExposureFilter(since: since, until: until, flowVersion: flowVersion)
  }

  /// The conditions on an exposure row (`alias.` before each column when
  /// given), numbered from `$3` in the order ``parameters`` binds them.
  func conditions(alias: String?) -> String {
    let column = { (name: String) in alias.map { "\($0).\(name)" } ?? name }
    var parts: [String] = []
    var next = 3
    if since != nil {
      parts.append("\(column("time_ms")) >= $\(next)")
      next += 1
    }
    if until != nil {
      parts.append("\(column("time_ms")) < $\(next)")
      next += 1
    }
    if flowVersion != nil { parts.append("\(column("flow_version")) = $\(next)") }
    return parts.map { " AND " + $0 }.joined()
  }

  /// The values of ``conditions(alias:)``'s parameters, after `$1` and `$2`.
  var parameters: [SQLValue] {
    [since.map(SQLValue.integer), until.map(SQLValue.integer), flowVersion.map { .integer(Int64($0)) }]
      .compactMap { $0 }
  }
}
