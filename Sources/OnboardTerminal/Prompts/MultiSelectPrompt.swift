import OnboardKit

/// A prompt for any number of options: ↑/↓ or `j`/`k` move, Space toggles
/// the highlighted option, `a` chooses all (or none, when all are chosen).
package struct MultiSelectPrompt: Sendable, Hashable {
  /// The options, in the flow's order.
  package let options: [FieldInfo.Option]
  /// The highlighted option.
  package private(set) var highlighted: Int = 0
  /// The chosen options, by index.
  package private(set) var chosen: Set<Int>

  /// A prompt with `initial` values chosen (an earlier answer or the default).
  package init(options: [FieldInfo.Option], initial: [String] = []) {
    self.options = options
    self.chosen = Set(initial.compactMap { value in options.firstIndex { $0.value == value } })
  }

  /// The answer: the chosen values in option order.
  package var answer: JSONValue? {
    .array(options.indices.filter(chosen.contains).map { .string(options[$0].value) })
  }

  /// `2 of 4 chosen`.
  package var countText: String { "\(chosen.count) of \(options.count) chosen" }

  /// Applies a key; `false` when it is not the prompt's.
  package mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .up, .character("k"): highlighted = max(0, highlighted - 1)
    case .down, .character("j"): highlighted = min(max(options.count - 1, 0), highlighted + 1)
    case .character(" "):
      guard options.indices.contains(highlighted) else { return true }
      if chosen.contains(highlighted) { chosen.remove(highlighted) } else { chosen.insert(highlighted) }
    case .character("a"):
      chosen = chosen.count == options.count ? [] : Set(options.indices)
    default:
      return false
    }
    return true
  }
}
