internal import CYAML

extension LibYAMLEventStream {
  /// libyaml's error: its own problem text, prefixed by its context when it has one.
  func libyamlError() -> Diagnostic {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "the YAML parser failed"
    switch state.error {
    case YAML_MEMORY_ERROR:
      return .error("out of memory while parsing YAML", at: nil)
    case YAML_READER_ERROR:
      // Reader errors carry a byte offset, not a mark.
      var message = problem
      if state.problem_value != -1 {
        let hex = String(UInt32(bitPattern: state.problem_value), radix: 16, uppercase: true)
        message += " (0x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + ")"
      }
      if problem.contains("UTF-8") { message += "; flow files must be UTF-8" }
      // The offset of a bad trailing octet is past the lead byte of its character.
      let inside = problem == "invalid trailing UTF-8 octet"
      return .error(message, at: markOfByte(at: state.problem_offset, insideCharacter: inside))
    default:
      var message = state.context.map { String(cString: $0) + ": " + problem } ?? problem
      let at = mark(state.problem_mark)
      if byte(at: at) == UInt8(ascii: "\t") {
        message += " (a tab: YAML indents with spaces only)"
      }
      return .error(message, at: at)
    }
  }

  /// The first byte of the character at a mark, when the mark is inside the input.
  private func byte(at mark: SourceMark) -> UInt8? {
    var line = 1
    var column = 1
    for byte in input {
      if line == mark.line, column == mark.column, byte & 0xC0 != 0x80 { return byte }
      if byte == UInt8(ascii: "\n") {
        if line == mark.line { return nil }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, line == mark.line {
        column += 1
      }
    }
    return nil
  }

  /// The line and character column of a byte offset in the input, or of the
  /// character it belongs to when it is `insideCharacter`.
  private func markOfByte(at offset: Int, insideCharacter: Bool) -> SourceMark {
    var line = 1
    var column = 1
    for byte in input.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // A continuation byte belongs to the character before it.
      }
    }
    if insideCharacter && column > 1 { column -= 1 }
    return SourceMark(file: file, line: line, column: column)
  }
}
