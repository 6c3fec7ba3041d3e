/// A path of steps as people read it, `name → age → done`, shortened when
/// long: `name → age → age → … (9,990 more) → age`.
package enum PathText {
  /// Steps shown at the start of a long path.
  static let head = 6
  /// Steps shown at its end.
  static let tail = 3

  /// The names joined with arrows; a path longer than ``head`` + ``tail`` + 1
  /// steps shows its first and last ones and how many are left out.
  package static func describe(_ names: [String]) -> String {
    guard names.count > head + tail + 1 else { return names.joined(separator: " → ") }
    let left = names.count - head - tail
    return (names.prefix(head) + ["… (\(grouped(left)) more)"] + names.suffix(tail)).joined(separator: " → ")
  }

  /// A count with thousands grouped by commas: `9,990`.
  private static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
