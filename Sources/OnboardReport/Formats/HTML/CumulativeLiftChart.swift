import OnboardKit

/// An SVG line chart of one goal metric's cumulative relative lift over the
/// run (``LiftHistory``): per treatment a line with its interval as a band,
/// against a dashed line at 0; the last point is the table's number.
struct CumulativeLiftChart {
  let history: LiftHistory
  let level: String

  private let width = 720.0
  private let height = 240.0
  private let left = 64.0
  private let right = 190.0
  private let top = 14.0
  private let bottom = 30.0
  /// The treatments' colours, in order.
  private static let tones = ["#2f6fd0", "#d07a2f", "#7a3fb8", "#1f8a4c"]

  func svg() -> String {
    let all = history.variants.flatMap(\.points)
    guard let start = all.map(\.endMs).min(), let end = all.map(\.endMs).max() else { return "" }
    var low = 0.0
    var high = 0.0
    for point in all {
      low = min(low, point.relative, point.interval?.lower ?? point.relative)
      high = max(high, point.relative, point.interval?.upper ?? point.relative)
    }
    let padding = max((high - low) * 0.08, 0.005)
    low -= padding
    high += padding
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func x(_ ms: Int64) -> Double {
      end == start ? left + plotWidth / 2 : left + Double(ms - start) / Double(end - start) * plotWidth
    }
    func y(_ value: Double) -> Double { top + (high - value) / (high - low) * plotHeight }
    let c = HTMLText.coordinate
    let name = MarkupText.escaped(history.label)
    var parts = [
      "<svg class=\"history\" role=\"img\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" "
        + "height=\"\(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">",
      "<title>Cumulative change in \(name) with \(MarkupText.escaped(level)) interval, over the run</title>",
      "<line x1=\"\(c(left))\" y1=\"\(c(y(0)))\" x2=\"\(c(left + plotWidth))\" y2=\"\(c(y(0)))\" class=\"zero\"/>",
    ]
    for (index, variant) in history.variants.enumerated() {
      let tone = Self.tones[index % Self.tones.count]
      let banded = variant.points.filter { $0.interval != nil }
      if banded.count >= 2 {
        let upper = banded.map { "\(c(x($0.endMs))),\(c(y($0.interval?.upper ?? 0)))" }
        let lower = banded.reversed().map { "\(c(x($0.endMs))),\(c(y($0.interval?.lower ?? 0)))" }
        parts.append(
          "<polygon points=\"\((upper + lower).joined(separator: " "))\" fill=\"\(tone)\" fill-opacity=\"0.15\"/>"
        )
      }
      let line = variant.points.map { "\(c(x($0.endMs))),\(c(y($0.relative)))" }.joined(separator: " ")
      parts.append("<polyline points=\"\(line)\" fill=\"none\" stroke=\"\(tone)\" stroke-width=\"2\"/>")
      guard let last = variant.points.last else { continue }
      let interval = last.interval.map { " " + NumberText.interval($0, signed: true) } ?? ""
      parts += [
        "<circle cx=\"\(c(x(last.endMs)))\" cy=\"\(c(y(last.relative)))\" r=\"4\" fill=\"\(tone)\">"
          + "<title>\(MarkupText.escaped(variant.id)): \(NumberText.signedPercent(last.relative))\(interval)"
          + "</title></circle>",
        "<text x=\"\(c(left + plotWidth + 12))\" y=\"\(c(top + 14 + Double(index) * 32))\" class=\"label\" "
          + "fill=\"\(tone)\">\(MarkupText.escaped(TextTable.truncate(variant.id, to: 18)))</text>",
        "<text x=\"\(c(left + plotWidth + 12))\" y=\"\(c(top + 28 + Double(index) * 32))\" class=\"number\">"
          + "\(NumberText.signedPercent(last.relative))\(interval)</text>",
      ]
    }
    for tick in [low + padding, 0, high - padding] where abs(y(tick) - y(0)) > 12 || tick == 0 {
      parts.append(
        "<text x=\"\(c(left - 8))\" y=\"\(c(y(tick) + 4))\" class=\"tick\" text-anchor=\"end\">"
          + "\(NumberText.signedPercent(tick))</text>")
    }
    let axis = c(height - 10)
    parts += [
      "<text x=\"\(c(left))\" y=\"\(axis)\" class=\"tick\">\(NumberText.minute(start))</text>",
      "<text x=\"\(c(left + plotWidth))\" y=\"\(axis)\" class=\"tick\" text-anchor=\"end\">"
        + "\(NumberText.minute(end))</text>",
      "</svg>",
    ]
    return parts.joined(separator: "\n")
  }
}
