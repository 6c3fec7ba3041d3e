import OnboardKit

/// A rating on a scale (`1 2 3 [4] 5`): ←/→ move along it, a digit picks
/// its point (on a 0–10 scale, `1` then `0` is 10), Home/End its ends.
package struct ScalePrompt: Sendable, Hashable {
  /// The points of the scale.
  package let points: ClosedRange<Int>
  /// The point chosen; `nil` until one is.
  package private(set) var value: Int?

  /// A prompt on `points` showing `initial` (an earlier answer or the default).
  package init(points: ClosedRange<Int>, initial: Int? = nil) {
    self.points = points
    self.value = initial.flatMap { points.contains($0) ? $0 : nil }
  }

  /// The answer to send: the point, or `nil` before one is chosen.
  package var answer: JSONValue? { value.map { .number(Double($0)) } }

  /// Applies a key; `false` when it is not the prompt's.
  package mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .left: value = value.map { max(points.lowerBound, $0 - 1) } ?? points.upperBound
    case .right: value = value.map { min(points.upperBound, $0 + 1) } ?? points.lowerBound
    case .home: value = points.lowerBound
    case .end: value = points.upperBound
    case .character(let character):
      guard let digit = character.wholeNumberValue, character.isASCII else { return false }
      if let current = value, current < 10, points.contains(current * 10 + digit), current * 10 + digit >= 10
      {
        value = current * 10 + digit
      } else if points.contains(digit) {
        value = digit
      }
    default: return false
    }
    return true
  }

  /// The scale as one line, the chosen point in brackets: `1 2 3 [4] 5`.
  package var line: String {
    points.map { $0 == value ? "[\($0)]" : "\($0)" }.joined(separator: " ")
  }
}
