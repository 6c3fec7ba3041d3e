internal import CYAML

/// Owns one libyaml parser and feeds its events to a ``YAMLDocumentBuilder``
/// directly, or copies them into batches for a builder on another thread
/// (`LibYAMLEventStream+Batches.swift`).
///
/// The parser and the event slot are allocated once and freed in `deinit`;
/// each event is deleted as soon as it has been converted. libyaml reads from
/// `input` in place, so the caller keeps that buffer alive while the stream
/// lives, and only one thread at a time may use a stream.
final class LibYAMLEventStream {
  let parser: UnsafeMutablePointer<yaml_parser_t>
  let event: UnsafeMutablePointer<yaml_event_t>
  let input: UnsafeBufferPointer<UInt8>
  /// A one-byte stand-in for empty input: libyaml refuses a NULL pointer.
  private let emptyInput: UnsafeMutablePointer<UInt8>
  let file: String

  /// Starts a parser over `input`, naming `file` in every mark.
  init(input: UnsafeBufferPointer<UInt8>, file: String) throws(DiagnosticError) {
    // NB: initialise libyaml before any stored property, so that a failure
    // throws before `deinit` could run on a half-made stream.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) != 0 else {
      parser.deallocate()
      throw DiagnosticError([.error("out of memory while starting the YAML parser", at: nil)])
    }
    self.parser = parser
    self.input = input
    self.file = file
    event = .allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
    emptyInput = .allocate(capacity: 1)
    emptyInput.initialize(to: 0)
    if let base = input.baseAddress, !input.isEmpty {
      yaml_parser_set_input_string(parser, base, input.count)
    } else {
      yaml_parser_set_input_string(parser, emptyInput, 0)
    }
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    event.deallocate()
    emptyInput.deallocate()
  }

  /// Feeds every event to `builder` until the stream ends, and returns the
  /// document; libyaml's errors become diagnostics.
  func run(_ builder: inout YAMLDocumentBuilder) throws(DiagnosticError) -> YAMLDocument {
    while true {
      guard yaml_parser_parse(parser, event) != 0 else {
        throw DiagnosticError([libyamlError()])
      }
      defer { yaml_event_delete(event) }
      let data = event.pointee.data
      let start = event.pointee.start_mark
      let line = Int(start.line) + 1
      let column = Int(start.column) + 1
      switch event.pointee.type {
      case YAML_SCALAR_EVENT:
        let scalar = data.scalar
        try builder.scalar(
          UnsafeBufferPointer(start: scalar.value, count: scalar.length), Self.style(scalar.style),
          line: line,
          column: column, anchor: Self.string(scalar.anchor), tag: Self.string(scalar.tag))
      case YAML_MAPPING_START_EVENT:
        let start = data.mapping_start
        try builder.open(
          .mapping, line: line, column: column, anchor: Self.string(start.anchor), tag: Self.string(start.tag)
        )
      case YAML_SEQUENCE_START_EVENT:
        let start = data.sequence_start
        try builder.open(
          .sequence, line: line, column: column, anchor: Self.string(start.anchor),
          tag: Self.string(start.tag))
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        try builder.close()
      case YAML_ALIAS_EVENT:
        try builder.alias(Self.string(data.alias.anchor) ?? "", line: line, column: column)
      case YAML_DOCUMENT_START_EVENT:
        try builder.startDocument(line: line, column: column)
      case YAML_STREAM_END_EVENT:
        return try builder.finishStream()
      default:
        break  // The stream's start and a document's end say nothing new.
      }
    }
  }

  func mark(_ mark: yaml_mark_t) -> SourceMark {
    SourceMark(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }

  static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }
}
