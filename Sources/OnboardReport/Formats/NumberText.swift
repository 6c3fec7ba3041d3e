import Foundation
import OnboardKit
import OnboardStore

/// How the human-readable formats write numbers: fixed decimals, no locale.
enum NumberText {
  /// `12.34%`; `–` for nil or NaN.
  static func percent(_ value: Double?, digits: Int = 2) -> String {
    guard let value, value.isFinite else { return "–" }
    return String(format: "%.\(digits)f%%", value * 100)
  }

  /// `+12.3%` / `-4.0%`.
  static func signedPercent(_ value: Double?, digits: Int = 1) -> String {
    guard let value, value.isFinite else { return "–" }
    return String(format: "%+.\(digits)f%%", value * 100)
  }

  /// A difference of two shares in percentage points: `+2.0 pp`.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    // A change that rounds to nothing has no sign.
    return abs(value) < 0.0005 ? "0.0 pp" : String(format: "%+.1f pp", value * 100)
  }

  /// A difference of two means in their own unit: `+0.123`.
  static func signed(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    return String(format: "%+.3f", value)
  }

  /// `[11.4, 12.7]` (percent, the unit is in the column's header) or
  /// `[+10.5, +29.5]` when signed.
  static func interval(_ interval: Interval?, signed: Bool = false, digits: Int = 1) -> String {
    guard let interval, interval.lower.isFinite, interval.upper.isFinite else { return "–" }
    let format = signed ? "%+.\(digits)f" : "%.\(digits)f"
    return "[" + String(format: format, interval.lower * 100) + ", "
      + String(format: format, interval.upper * 100) + "]"
  }

  /// A chance to win: `92.3%`, and `>99.9%` / `<0.1%` rather than a rounded certainty.
  static func chance(_ value: Double) -> String {
    if value > 0.999 { return ">99.9%" }
    if value < 0.001 { return "<0.1%" }
    return percent(value, digits: 1)
  }

  /// `0.0312`, `<0.0001`.
  static func pValue(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    return value < 0.0001 ? "<0.0001" : String(format: "%.4f", value)
  }

  /// `12,345`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(character)
    }
    return value < 0 ? "-" + out : out
  }

  /// `93.5s`; `–` for nil.
  static func seconds(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "–" }
    return String(format: "%.1fs", value)
  }

  /// `0.05`, as short as it reads.
  static func plain(_ value: Double) -> String {
    String(format: "%g", value)
  }

  /// A run length: `25 minutes`, `5.2 hours` (under two days), `6.5 days`.
  static func duration(days: Double) -> String {
    let hours = days * 24
    if hours < 1 {
      let minutes = Int((hours * 60).rounded())
      return "\(minutes) minute\(minutes == 1 ? "" : "s")"
    }
    if hours < 48 { return String(format: "%.1f hours", hours) }
    return String(format: "%.1f days", days)
  }

  /// `2026-11-14 22:13` (UTC) for milliseconds since 1970.
  static func minute(_ milliseconds: Int64) -> String {
    String(EventTime.iso8601(milliseconds).prefix(16)).replacingOccurrences(of: "T", with: " ")
  }

  /// `2026-11-14T22:13:05Z` (whole seconds) for milliseconds since 1970.
  static func timestamp(_ milliseconds: Int64) -> String {
    EventTime.iso8601(milliseconds).prefix(19) + "Z"
  }

  /// `95%` for alpha 0.05.
  static func level(_ alpha: Double) -> String {
    String(format: "%g%%", (1 - alpha) * 100)
  }
}
