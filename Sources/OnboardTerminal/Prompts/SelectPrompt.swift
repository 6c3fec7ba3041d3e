import OnboardKit

/// A prompt for one option: ↑/↓ (or `j`/`k` before any filter is typed)
/// move the highlight, typing filters the options by label, Backspace
/// removes from the filter.
package struct SelectPrompt: Sendable, Hashable {
  /// The options, in the flow's order.
  package let options: [FieldInfo.Option]
  /// The highlighted option, as an index into ``options``.
  package private(set) var highlighted: Int
  /// What is typed to filter the options.
  package private(set) var filter: String = ""
  /// Set when Enter was pressed with a filter that matches nothing, until the next key.
  package private(set) var refused = false

  /// A prompt highlighting `initial` (an earlier answer or the default), else the first option.
  package init(options: [FieldInfo.Option], initial: String? = nil) {
    self.options = options
    self.highlighted = initial.flatMap { value in options.firstIndex { $0.value == value } } ?? 0
  }

  /// The indices of the options whose label or value contains the filter.
  package var visible: [Int] {
    guard !filter.isEmpty else { return Array(options.indices) }
    let needle = filter.lowercased()
    return options.indices.filter {
      options[$0].label.lowercased().contains(needle) || options[$0].value.lowercased().contains(needle)
    }
  }

  /// The answer: the highlighted option's value, when one is visible.
  package var answer: JSONValue? {
    guard visible.contains(highlighted), options.indices.contains(highlighted) else { return nil }
    return .string(options[highlighted].value)
  }

  /// Forgets the filter (each visit starts without one), keeping the highlight.
  package mutating func clearFilter() {
    filter = ""
    refused = false
  }

  /// Marks an Enter that found no option to take.
  mutating func refuse() {
    refused = true
  }

  /// Applies a key; `false` when it is not the prompt's.
  package mutating func handle(_ key: Key) -> Bool {
    refused = false
    switch key {
    case .up: move(-1)
    case .down: move(1)
    case .character("k") where filter.isEmpty: move(-1)
    case .character("j") where filter.isEmpty: move(1)
    case .character(let character) where character != " ":
      filter.append(character)
      settle()
    case .backspace where !filter.isEmpty:
      filter.removeLast()
      settle()
    case .control("u") where !filter.isEmpty:
      filter = ""
      settle()
    default:
      return false
    }
    return true
  }

  private mutating func move(_ step: Int) {
    let shown = visible
    guard !shown.isEmpty else { return }
    let position = shown.firstIndex(of: highlighted) ?? 0
    highlighted = shown[min(max(position + step, 0), shown.count - 1)]
  }

  /// Keeps the highlight on a visible option.
  private mutating func settle() {
    let shown = visible
    if !shown.contains(highlighted), let first = shown.first { highlighted = first }
  }
}
