/// The event times a report believes: from 2000-01-01T00:00:00Z up to (not
/// including) 2100-01-01T00:00:00Z, and a completion from 0 to 365 days
/// after its exposure. Rows outside them are left out of time to complete
/// and counted in the report's warnings (docs/report.md).
package enum TimeBounds {
  /// 2000-01-01T00:00:00Z in milliseconds since 1970.
  package static let earliestMs: Int64 = 946_684_800_000
  /// 2100-01-01T00:00:00Z in milliseconds since 1970.
  package static let latestMs: Int64 = 4_102_444_800_000
  /// 365 days in milliseconds.
  package static let longestMs: Int64 = 31_536_000_000

  /// Why a time is left out, for the warning.
  package static let reason =
    "a time before 2000-01-01 or after 2099, or a completion before its exposure or over 365 days after it"
}
