import OnboardKit

/// A yes-or-no prompt: `y`/`n`, or ←/→ (and Space) to switch.
package struct ConfirmPrompt: Sendable, Hashable {
  /// The answer so far; `nil` until one is given (and no default).
  package private(set) var value: Bool?

  /// A prompt with an earlier answer or the default.
  package init(initial: Bool? = nil) {
    value = initial
  }

  /// The answer to send.
  package var answer: JSONValue? { value.map(JSONValue.bool) }

  /// Applies a key; `false` when it is not the prompt's.
  package mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character("y"), .character("Y"): value = true
    case .character("n"), .character("N"): value = false
    case .left: value = true
    case .right: value = false
    case .character(" "): value = !(value ?? false)
    default: return false
    }
    return true
  }
}
