/// One screen, as the renderer makes it and a ``Terminal`` draws it: the
/// lines from the top (with colour codes when colour is on) and where the
/// cursor goes.
package struct Frame: Sendable, Hashable {
  /// A place on the screen, 0-based.
  package struct Position: Sendable, Hashable {
    /// The line.
    package var row: Int
    /// The column, in characters.
    package var column: Int

    /// Creates a position.
    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// The lines, top to bottom, none wider than the width rendered for.
  package var lines: [String]
  /// Where the cursor shows; `nil` hides it.
  package var cursor: Position?
  /// The lines of the focused field, kept in view on a short terminal.
  package var focusRows: Range<Int>?
  /// How many lines at the end are the key footer, always kept in view.
  package var footerRows: Int

  /// Creates a frame.
  package init(lines: [String], cursor: Position? = nil, focusRows: Range<Int>? = nil, footerRows: Int = 0) {
    self.lines = lines
    self.cursor = cursor
    self.focusRows = focusRows
    self.footerRows = footerRows
  }

  /// The lines joined with newlines, for tests and plain output.
  package var text: String { lines.joined(separator: "\n") }
}
