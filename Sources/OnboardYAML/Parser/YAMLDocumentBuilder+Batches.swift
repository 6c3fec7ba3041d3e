extension YAMLDocumentBuilder {
  /// Feeds the events of a batch in order; returns the document when the
  /// stream ends in this batch, and throws libyaml's error after the batch's
  /// last event when it has one.
  mutating func consume(_ batch: YAMLEventBatch) throws(DiagnosticError) -> YAMLDocument? {
    for index in 0..<batch.count {
      let event = batch[index]
      let line = Int(event.line)
      let column = Int(event.column)
      switch event.kind {
      case .scalar:
        try scalar(
          batch.buffer(event.text), event.style, line: line, column: column,
          anchor: batch.string(event.anchor),
          tag: batch.string(event.tag))
      case .mappingStart:
        try open(
          .mapping, line: line, column: column, anchor: batch.string(event.anchor),
          tag: batch.string(event.tag))
      case .sequenceStart:
        try open(
          .sequence, line: line, column: column, anchor: batch.string(event.anchor),
          tag: batch.string(event.tag))
      case .end:
        try close()
      case .alias:
        try alias(batch.string(event.text) ?? "", line: line, column: column)
      case .documentStart:
        try startDocument(line: line, column: column)
      case .streamEnd:
        return try finishStream()
      }
    }
    if let failure = batch.failure { throw failure }
    return batch.isLast ? try finishStream() : nil
  }
}
