import OnboardKit

/// An SVG "forest" chart: each treatment's relative lift as a dot with its
/// confidence interval as a bar, against a dashed line at 0 (no change).
/// Green when the whole interval is above 0, red when below, grey otherwise.
struct ForestChart {
  let variants: [VariantReport]
  let level: String

  private let width = 720.0
  private let labelWidth = 170.0
  private let rowHeight = 34.0
  private let valueWidth = 190.0

  func svg() -> String {
    let rows = variants.compactMap { variant -> (String, FrequentistLift)? in
      guard let lift = variant.comparison?.lift, lift.problem == nil else { return nil }
      return (variant.id, lift)
    }
    guard !rows.isEmpty else { return "" }
    var low = 0.0
    var high = 0.0
    for (_, lift) in rows {
      low = min(low, lift.interval.lower, lift.relative)
      high = max(high, lift.interval.upper, lift.relative)
    }
    let padding = max((high - low) * 0.08, 0.005)
    low -= padding
    high += padding
    let plotLeft = labelWidth
    let plotWidth = width - labelWidth - valueWidth
    func x(_ value: Double) -> String {
      HTMLText.coordinate(plotLeft + (value - low) / (high - low) * plotWidth)
    }
    let height = Double(rows.count) * rowHeight + 44
    var parts = [
      "<svg class=\"forest\" role=\"img\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" "
        + "height=\"\(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">",
      "<title>Relative lift with \(MarkupText.escaped(level)) confidence interval</title>",
      "<line x1=\"\(x(0))\" y1=\"8\" x2=\"\(x(0))\" y2=\"\(HTMLText.coordinate(height - 26))\" class=\"zero\"/>",
    ]
    for (index, (id, lift)) in rows.enumerated() {
      let y = 22 + Double(index) * rowHeight
      let tone = lift.interval.lower > 0 ? "win" : lift.interval.upper < 0 ? "loss" : "flat"
      let label = MarkupText.escaped(TextTable.truncate(id, to: 22))
      parts += [
        "<text x=\"\(HTMLText.coordinate(labelWidth - 10))\" y=\"\(HTMLText.coordinate(y + 4))\" "
          + "class=\"label\" text-anchor=\"end\">\(label)</text>",
        "<line x1=\"\(x(lift.interval.lower))\" y1=\"\(HTMLText.coordinate(y))\" x2=\"\(x(lift.interval.upper))\" "
          + "y2=\"\(HTMLText.coordinate(y))\" class=\"ci \(tone)\"/>",
        "<circle cx=\"\(x(lift.relative))\" cy=\"\(HTMLText.coordinate(y))\" r=\"5\" class=\"dot \(tone)\">"
          + "<title>\(MarkupText.escaped(id)): \(NumberText.signedPercent(lift.relative)) "
          + "\(NumberText.interval(lift.interval, signed: true) + "%")</title></circle>",
        "<text x=\"\(HTMLText.coordinate(width - valueWidth + 16))\" y=\"\(HTMLText.coordinate(y + 4))\" "
          + "class=\"number\">\(NumberText.signedPercent(lift.relative)) "
          + "\(NumberText.interval(lift.interval, signed: true))</text>",
      ]
    }
    let axisY = HTMLText.coordinate(height - 10)
    let ends = [low + padding, high - padding]
    let zeroIsClear = ends.allSatisfy { abs($0) / (high - low) * plotWidth > 40 }
    for tick in zeroIsClear ? [ends[0], 0, ends[1]] : ends {
      parts.append(
        "<text x=\"\(x(tick))\" y=\"\(axisY)\" class=\"tick\" text-anchor=\"middle\">"
          + "\(NumberText.signedPercent(tick))</text>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }
}
