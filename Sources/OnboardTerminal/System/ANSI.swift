/// The few escape sequences the wizard writes.
enum ANSI {
  /// Alternate screen on, cursor home.
  static let enterScreen = "\u{1B}[?1049h\u{1B}[H"
  /// Cursor shown, alternate screen off.
  static let leaveScreen = "\u{1B}[?25h\u{1B}[?1049l"
  /// Cursor home.
  static let home = "\u{1B}[H"
  /// Clear to the end of the line.
  static let clearLine = "\u{1B}[K"
  /// Clear to the end of the screen.
  static let clearBelow = "\u{1B}[J"
  /// Hide the cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// Show the cursor.
  static let showCursor = "\u{1B}[?25h"

  /// Moves the cursor to a 0-based position.
  static func move(to position: Frame.Position) -> String {
    "\u{1B}[\(position.row + 1);\(position.column + 1)H"
  }

  /// The bytes that replace the screen with `frame`: each line overwritten
  /// and cleared to its end, the rest of the screen cleared, the cursor placed.
  static func frameText(_ frame: Frame, rows: Int) -> String {
    var text = hideCursor + home
    let shown = frame.lines.prefix(max(1, rows))
    text += shown.map { $0 + clearLine }.joined(separator: "\r\n")
    text += clearBelow
    if let cursor = frame.cursor, cursor.row < shown.count {
      text += move(to: cursor) + showCursor
    }
    return text
  }
}
