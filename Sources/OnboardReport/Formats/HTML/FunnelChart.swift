import OnboardKit

/// An SVG funnel for one variant: per step a light bar for the users who
/// reached it and a dark bar for those who completed it, both scaled to the
/// step reached by the most users, with the drop-off written beside them.
struct FunnelChart {
  let variant: VariantReport

  private let width = 720.0
  private let labelWidth = 150.0
  private let numberWidth = 240.0
  private let rowHeight = 30.0

  func svg() -> String {
    guard !variant.funnel.isEmpty else { return "" }
    let largest = max(1, variant.funnel.map(\.reached).max() ?? 1)
    let barWidth = width - labelWidth - numberWidth
    let height = Double(variant.funnel.count) * rowHeight + 10
    var parts = [
      "<svg class=\"funnel\" role=\"img\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" "
        + "height=\"\(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">",
      "<title>Funnel of \(MarkupText.escaped(variant.id))</title>",
    ]
    for (index, step) in variant.funnel.enumerated() {
      let y = 5 + Double(index) * rowHeight
      let reached = Double(step.reached) / Double(largest) * barWidth
      let completed = Double(step.completed) / Double(largest) * barWidth
      let drop = step.dropRate
      let label = MarkupText.escaped(TextTable.truncate(step.step, to: 20))
      parts += [
        "<text x=\"\(HTMLText.coordinate(labelWidth - 10))\" y=\"\(HTMLText.coordinate(y + 17))\" class=\"label\" "
          + "text-anchor=\"end\">\(label)</text>",
        "<rect x=\"\(HTMLText.coordinate(labelWidth))\" y=\"\(HTMLText.coordinate(y + 2))\" "
          + "width=\"\(HTMLText.coordinate(reached))\" height=\"22\" class=\"reached\"/>",
        "<rect x=\"\(HTMLText.coordinate(labelWidth))\" y=\"\(HTMLText.coordinate(y + 6))\" "
          + "width=\"\(HTMLText.coordinate(completed))\" height=\"14\" class=\"completed\"/>",
        "<text x=\"\(HTMLText.coordinate(labelWidth + barWidth + 10))\" y=\"\(HTMLText.coordinate(y + 17))\" "
          + "class=\"number\">\(NumberText.count(step.completed))/\(NumberText.count(step.reached)) · "
          + "\(NumberText.count(step.dropped)) dropped (\(NumberText.percent(drop, digits: 1)))</text>",
      ]
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }
}
