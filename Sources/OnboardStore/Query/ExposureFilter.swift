/// Which exposures a ``MetricQuery`` counts: those from ``since`` (on or
/// after) until ``until`` (before), of one ``flowVersion``; every part is
/// optional. A person is counted when one of their exposures passes; what
/// they did after it counts whenever it happened (a report's `--since`,
/// `--until` and `--flow-version`).
package struct ExposureFilter: Sendable, Hashable {
  /// The earliest exposure counted, in milliseconds since 1970.
  package var since: Int64?
  /// The first moment no longer counted, in milliseconds since 1970.
  package var until: Int64?
  /// Only exposures recorded with this version of the flow.
  package var flowVersion: Int?

  /// A filter; with no part, every exposure (``all``).
  package init(since: Int64? = nil, until: Int64? = nil, flowVersion: Int? = nil) {
    self.since = since
    self.until = until
    self.flowVersion = flowVersion
  }

  /// Every exposure.
  package static let all = ExposureFilter()

  /// The conditions on an `events` row, each after ` AND `, with the values
  /// written into the text (so a query's `$1`, `$2`, … stay as they are).
  var conditions: String {
    [
      since.map { "time_ms >= \($0)" }, until.map { "time_ms < \($0)" },
      flowVersion.map { "flow_version = \($0)" },
    ]
    .compactMap { $0.map { " AND " + $0 } }.joined()
  }
}
