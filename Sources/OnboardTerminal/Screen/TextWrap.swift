/// Wrapping and cutting text to a width in characters; control characters
/// come out as ``ControlPictures``, so no text drawn through here can move
/// the cursor or change colours.
package enum TextWrap {
  /// `text` wrapped at spaces into lines of at most `width` characters, each
  /// starting with `indent` spaces; words longer than a line are cut.
  package static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let room = max(1, width - indent)
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in ControlPictures.shown(String(paragraph)).split(separator: " ") {
        var word = Substring(word)
        if !line.isEmpty, line.count + 1 + word.count <= room {
          line += " " + word
          continue
        }
        if !line.isEmpty { lines.append(pad + line) }
        while word.count > room {
          lines.append(pad + word.prefix(room))
          word = word.dropFirst(room)
        }
        line = String(word)
      }
      lines.append(pad + line)
    }
    return lines
  }

  /// `items` on as few lines as fit `width`, two spaces apart; an item is never split
  /// unless it alone is wider than a line.
  package static func pack(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if line.isEmpty {
        line = item
      } else if line.count + 2 + item.count <= width {
        line += "  " + item
      } else {
        lines.append(line)
        line = item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.flatMap { $0.count > width ? wrap($0, width: width) : [$0] }
  }

  /// `text` cut to `width` characters, ending with `…` when cut.
  package static func fit(_ text: String, width: Int) -> String {
    let text = ControlPictures.shown(text)
    guard text.count > width else { return text }
    guard width > 1 else { return String(text.prefix(max(0, width))) }
    return String(text.prefix(width - 1)) + "…"
  }

  /// `text` padded with spaces to `width` characters (never cut).
  package static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
