/// One key press, decoded from the bytes a terminal sends (see ``KeyDecoder``).
public enum Key: Sendable, Hashable {
  /// A printable character, as typed.
  case character(Character)
  /// Return or Enter (`\r` or `\n`).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (`DEL` or `Ctrl-H`).
  case backspace
  /// Forward delete (`ESC [ 3 ~`).
  case delete
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
  case home
  /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
  case end
  /// A lone Escape.
  case escape
  /// A control key, by its lower-case letter: `.control("c")` is Ctrl-C.
  case control(Character)
  /// An escape sequence the decoder does not know, kept for debugging.
  case unknown([UInt8])
}

extension Key: CustomStringConvertible {
  /// How tests and traces name the key: `a`, `Enter`, `Ctrl-C`, `Up`…
  public var description: String {
    switch self {
    case .character(let character): return String(character)
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .escape: return "Escape"
    case .control(let letter): return "Ctrl-\(letter.uppercased())"
    case .unknown(let bytes): return "unknown(\(bytes))"
    }
  }
}
