internal import CYAML

extension LibYAMLEventStream {
  /// Runs libyaml to the end of the stream (or its first error), sending the
  /// events to `channel` in batches; stops early when the channel is cancelled.
  func produce(into channel: YAMLEventChannel) {
    var writer = YAMLEventBatch.Writer()
    while true {
      guard yaml_parser_parse(parser, event) != 0 else {
        channel.send(YAMLEventBatch(writer, failure: DiagnosticError([libyamlError()]), isLast: true))
        return
      }
      let ended = record(into: &writer)
      yaml_event_delete(event)
      if ended {
        channel.send(YAMLEventBatch(writer, isLast: true))
        return
      }
      if writer.isFull {
        channel.send(YAMLEventBatch(writer))
        if channel.isCancelled { return }
        writer = YAMLEventBatch.Writer()
      }
    }
  }

  /// Copies the current event into `writer`; true at the stream's end.
  private func record(into writer: inout YAMLEventBatch.Writer) -> Bool {
    let data = event.pointee.data
    let start = event.pointee.start_mark
    let line = UInt32(truncatingIfNeeded: start.line + 1)
    let column = UInt32(truncatingIfNeeded: start.column + 1)
    let kind: YAMLEventBatch.Event.Kind
    var style = YAMLNode.ScalarStyle.plain
    var text = YAMLEventBatch.Text.none
    var anchor: UnsafeMutablePointer<yaml_char_t>?
    var tag: UnsafeMutablePointer<yaml_char_t>?
    switch event.pointee.type {
    case YAML_SCALAR_EVENT:
      let scalar = data.scalar
      kind = .scalar
      style = Self.style(scalar.style)
      text = writer.copy(scalar.value, length: scalar.length)
      if !text.exists { text = YAMLEventBatch.Text(start: 0, count: 0) }
      anchor = scalar.anchor
      tag = scalar.tag
    case YAML_MAPPING_START_EVENT:
      kind = .mappingStart
      anchor = data.mapping_start.anchor
      tag = data.mapping_start.tag
    case YAML_SEQUENCE_START_EVENT:
      kind = .sequenceStart
      anchor = data.sequence_start.anchor
      tag = data.sequence_start.tag
    case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
      kind = .end
    case YAML_ALIAS_EVENT:
      kind = .alias
      text = writer.copy(data.alias.anchor, length: Self.length(data.alias.anchor))
    case YAML_DOCUMENT_START_EVENT:
      kind = .documentStart
    case YAML_STREAM_END_EVENT:
      kind = .streamEnd
    default:
      return false  // The stream's start and a document's end say nothing new.
    }
    let anchorText =
      anchor == nil ? YAMLEventBatch.Text.none : writer.copy(anchor, length: Self.length(anchor))
    let tagText = tag == nil ? YAMLEventBatch.Text.none : writer.copy(tag, length: Self.length(tag))
    writer.append(
      YAMLEventBatch.Event(
        kind: kind, style: style, line: line, column: column, text: text, anchor: anchorText, tag: tagText))
    return kind == .streamEnd
  }

  /// The length of a C string (anchors and tags are short and rare).
  private static func length(_ text: UnsafeMutablePointer<yaml_char_t>?) -> Int {
    guard let text else { return 0 }
    var count = 0
    while text[count] != 0 { count += 1 }
    return count
  }
}
