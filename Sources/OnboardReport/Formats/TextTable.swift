/// Aligned plain-text columns: the first left-aligned, the rest right-aligned.
struct TextTable {
  /// The rows, header first.
  var rows: [[String]]
  /// The widest a first-column cell may be; longer ones end in `…`.
  var firstColumnLimit = 18

  /// The lines, each cell separated by two spaces, trailing spaces trimmed.
  func lines(indent: String = "") -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    let cut = rows.map { row in
      row.enumerated().map { index, cell in index == 0 ? Self.truncate(cell, to: firstColumnLimit) : cell }
    }
    for row in cut {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    return cut.map { row in
      var line = indent
      for (index, (cell, width)) in zip(row, widths).enumerated() {
        let padding = String(repeating: " ", count: max(0, width - cell.count))
        if index > 0 { line += "  " }
        line += index == 0 ? cell + padding : padding + cell
      }
      return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  static func truncate(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
  }
}
