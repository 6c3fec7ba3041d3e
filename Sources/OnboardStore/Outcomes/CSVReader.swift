/// Splits CSV bytes (RFC 4180: `,` between fields, `"` around a field that
/// holds one, `""` for a quote inside, `\n` or `\r\n` between records) into
/// records, making one string per field and nothing else.
struct CSVReader {
  let bytes: UnsafeRawBufferPointer
  private var index = 0
  /// The line the next record starts on, from 1.
  private(set) var line = 1
  /// A quoted field left open at the end of the file.
  private(set) var problem: OutcomeFile.Problem?

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Reads the next record into `fields`; `false` at the end of the bytes.
  mutating func nextRecord(into fields: inout [String]) -> Bool {
    guard index < bytes.count else { return false }
    fields.removeAll(keepingCapacity: true)
    let startLine = line
    while true {
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        fields.append(quotedField(startLine: startLine))
      } else {
        var end = index
        while end < bytes.count, bytes[end] != 0x2C, bytes[end] != 0x0A { end += 1 }
        var last = end
        if last > index, bytes[last - 1] == 0x0D, end == bytes.count || bytes[end] == 0x0A { last -= 1 }
        fields.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<last]), as: UTF8.self))
        index = end
      }
      guard index < bytes.count else { return true }
      let separator = bytes[index]
      index += 1
      if separator == 0x0A {
        line += 1
        return true
      }
      if separator != 0x2C {
        // Bytes after a closing quote: keep them in the field's place, as the next field.
        index -= 1
      }
    }
  }

  private mutating func quotedField(startLine: Int) -> String {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
          text.append(byte)
          index += 1
          continue
        }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        return String(decoding: text, as: UTF8.self)
      }
      if byte == 0x0A { line += 1 }
      text.append(byte)
    }
    problem = OutcomeFile.Problem(line: startLine, message: "a quoted field is not closed")
    return String(decoding: text, as: UTF8.self)
  }
}
