internal import CYAML

extension LibYAMLEventStream {
  /// Runs libyaml to the end of the stream (or its first error), sending the
  /// events to `channel` in batches; stops early when the channel is cancelled.
  func produce(into channel: YAMLEventChannel) {
    var batch = YAMLEventBatch()
    while true {
      guard yaml_parser_parse(parser, event) != 0 else {
        batch.failure = DiagnosticError([libyamlError()])
        batch.isLast = true
        channel.send(batch)
        return
      }
      let ended = record(into: &batch)
      yaml_event_delete(event)
      if ended {
        batch.isLast = true
        channel.send(batch)
        return
      }
      if batch.events.count >= YAMLEventBatch.capacity {
        channel.send(batch)
        if channel.isCancelled { return }
        batch = YAMLEventBatch()
      }
    }
  }

  /// Copies the current event into `batch`; true at the stream's end.
  private func record(into batch: inout YAMLEventBatch) -> Bool {
    let data = event.pointee.data
    let start = event.pointee.start_mark
    var record = YAMLEventBatch.Event(
      kind: .end, style: .plain, line: UInt32(truncatingIfNeeded: start.line + 1),
      column: UInt32(truncatingIfNeeded: start.column + 1), text: .none, anchor: .none, tag: .none)
    switch event.pointee.type {
    case YAML_SCALAR_EVENT:
      let scalar = data.scalar
      record.kind = .scalar
      record.style = Self.style(scalar.style)
      record.text = batch.append(scalar.value, count: scalar.length)
      if !record.text.exists { record.text = YAMLEventBatch.Text(start: 0, count: 0) }
      record.anchor = batch.append(scalar.anchor, count: Self.length(scalar.anchor))
      record.tag = batch.append(scalar.tag, count: Self.length(scalar.tag))
    case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
      let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
      let anchor = isMapping ? data.mapping_start.anchor : data.sequence_start.anchor
      let tag = isMapping ? data.mapping_start.tag : data.sequence_start.tag
      record.kind = isMapping ? .mappingStart : .sequenceStart
      record.anchor = batch.append(anchor, count: Self.length(anchor))
      record.tag = batch.append(tag, count: Self.length(tag))
    case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
      record.kind = .end
    case YAML_ALIAS_EVENT:
      record.kind = .alias
      record.text = batch.append(data.alias.anchor, count: Self.length(data.alias.anchor))
    case YAML_DOCUMENT_START_EVENT:
      record.kind = .documentStart
    case YAML_STREAM_END_EVENT:
      record.kind = .streamEnd
    default:
      return false  // The stream's start and a document's end say nothing new.
    }
    batch.events.append(record)
    return record.kind == .streamEnd
  }

  /// The length of a C string (anchors and tags are short and rare).
  private static func length(_ text: UnsafeMutablePointer<yaml_char_t>?) -> Int {
    guard let text else { return 0 }
    var count = 0
    while text[count] != 0 { count += 1 }
    return count
  }
}
