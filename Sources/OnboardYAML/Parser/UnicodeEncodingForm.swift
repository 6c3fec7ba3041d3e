/// The encodings that libyaml would read but that are not UTF-8: UTF-16 and
/// UTF-32, told by their byte-order mark or, without one, by the NUL bytes
/// that ASCII text has in them.
///
/// Flow files are UTF-8. A UTF-16 file is refused with a message that says
/// so, at 1:1, and the renderer shows no source line of it (its bytes would
/// print as garbage):
///
/// ```swift
/// UnicodeEncodingForm.detect([0xFF, 0xFE, 0x66, 0x00])  // .utf16LittleEndian
/// ```
enum UnicodeEncodingForm: String {
  case utf16BigEndian = "UTF-16 (big-endian)"
  case utf16LittleEndian = "UTF-16 (little-endian)"
  case utf32BigEndian = "UTF-32 (big-endian)"
  case utf32LittleEndian = "UTF-32 (little-endian)"

  /// The form of a text that starts with `bytes`, or nil for UTF-8 (or
  /// anything else, which libyaml judges).
  static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UnicodeEncodingForm? {
    let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: 4)
    switch (head[0], head[1], head[2], head[3]) {
    case (0, 0, 0xFE, 0xFF): return .utf32BigEndian
    case (0xFF, 0xFE, 0, 0): return .utf32LittleEndian
    case (0xFE, 0xFF, _, _): return .utf16BigEndian
    case (0xFF, 0xFE, _, _): return .utf16LittleEndian
    case (0, 0, 0, let last) where last != 0 && bytes.count >= 4: return .utf32BigEndian
    case (let first, 0, 0, 0) where first != 0 && bytes.count >= 4: return .utf32LittleEndian
    case (0, let second, _, _) where second != 0 && bytes.count >= 2: return .utf16BigEndian
    case (let first, 0, _, _) where first != 0 && bytes.count >= 2: return .utf16LittleEndian
    default: return nil
    }
  }

  /// The refusal of a file in this form.
  func refusal(file: String) -> DiagnosticError {
    DiagnosticError([
      .error("file is \(rawValue); save it as UTF-8", at: SourceMark(file: file, line: 1, column: 1))
    ])
  }
}
