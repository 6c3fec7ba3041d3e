/// `Step 3 of 7  [########------------]`: where the person is on the path
/// they are taking (the count follows the branch the answers lead to).
package struct ProgressLine: Sendable, Hashable {
  /// The current step's place, from 1.
  package var index: Int
  /// How many steps the path has, as the answers so far predict it.
  package var total: Int

  /// Creates a progress line.
  package init(index: Int, total: Int) {
    self.index = index
    self.total = max(total, index)
  }

  /// The line, at most `width` characters; the bar is 20 wide when it fits.
  package func render(width: Int, texts: WizardTexts = .english) -> String {
    let label = texts.step(index, total)
    let room = width - label.count - 4
    guard room >= 5 else { return TextWrap.fit(label, width: width) }
    let barWidth = min(20, room)
    let filled = total > 0 ? (barWidth * index + total / 2) / total : 0
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
    return "\(label)  [\(bar)]"
  }
}
