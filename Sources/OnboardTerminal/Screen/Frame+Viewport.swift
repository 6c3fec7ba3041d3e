extension Frame {
  /// The frame on a terminal `rows` high: unchanged when it fits; else the
  /// key footer stays at the bottom and the rest scrolls so that the focused
  /// field (its end when it fits, else its start, and always the cursor) is
  /// in view.
  package func viewport(rows: Int) -> Frame {
    guard rows > 0, lines.count > rows else { return self }
    let footer = min(footerRows, max(0, rows - 1), lines.count)
    let room = rows - footer
    let bodyCount = lines.count - footer
    var start = 0
    if let focus = focusRows {
      start = focus.count <= room ? focus.upperBound - room : focus.lowerBound
    }
    if let row = cursor?.row, row < bodyCount {
      if row < start { start = row }
      if row >= start + room { start = row - room + 1 }
    }
    start = min(max(0, start), max(0, bodyCount - room))
    let end = min(bodyCount, start + room)
    var shown = Array(lines[start..<end])
    shown += lines[(lines.count - footer)...]
    let moved = cursor.flatMap { position -> Position? in
      guard position.row >= start, position.row < end else { return nil }
      return Position(row: position.row - start, column: position.column)
    }
    return Frame(lines: shown, cursor: moved)
  }
}
