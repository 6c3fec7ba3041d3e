/// A one-line text editor as a value: the text, the cursor, and what each
/// editing key does to them. The prompts own one each; the screen draws it.
///
/// | key | effect |
/// |---|---|
/// | ← → | move one character |
/// | Home, Ctrl-A / End, Ctrl-E | to the start / end |
/// | Backspace / Delete | remove before / under the cursor |
/// | Ctrl-U | remove everything before the cursor |
/// | Ctrl-K | remove everything from the cursor |
/// | Ctrl-W | remove the word before the cursor |
package struct LineEditor: Sendable, Hashable {
  /// The characters, as typed.
  package private(set) var characters: [Character]
  /// Where the next character goes: 0 … `characters.count`.
  package private(set) var cursor: Int

  /// An editor holding `text`, the cursor at its end.
  package init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  package var text: String { String(characters) }

  /// Whether nothing is typed.
  package var isEmpty: Bool { characters.isEmpty }

  /// Applies an editing key; `false` when the key is not an editing key
  /// (Enter, arrows up and down…), so the caller can handle it.
  package mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character): insert(character)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
    case .control("u"):
      characters.removeFirst(cursor)
      cursor = 0
    case .control("k"):
      characters.removeLast(characters.count - cursor)
    case .control("w"):
      deleteWordBackward()
    default:
      return false
    }
    return true
  }

  /// Inserts a character at the cursor.
  package mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  /// Removes the spaces before the cursor, then the word before them.
  private mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " " { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }
}
