/// Decodes the steps of a flow one by one while its file is still being
/// parsed: each element of the top mapping's `steps` sequence is read as soon
/// as the parser has finished it, while its nodes are fresh in the cache (and,
/// for large files, while another thread is still running libyaml).
///
/// ``FlowDecoder`` then takes the decoded steps and their diagnostics at the
/// point where it would have decoded them itself, so the result and the order
/// of the diagnostics are exactly those of decoding afterwards.
final class StreamedSteps {
  /// The `steps` sequence whose elements were decoded, once there is one.
  private(set) var sequence: Int?
  /// The steps decoded so far, in order (elements that are not steps are left out).
  private(set) var steps: [StepDefinition] = []
  /// The reader, which holds the document only while it decodes a step.
  private var reader: NodeReader

  /// A decoder for the steps of `file`.
  init(file: String) {
    reader = NodeReader(document: YAMLDocument(file: file))
  }

  /// Every problem of the steps decoded so far, in order.
  var diagnostics: [Diagnostic] { reader.diagnostics }

  /// What ``YAMLDocumentBuilder/stepHandler`` should call.
  var handler: (inout YAMLDocument, Int, Int) -> Void {
    { [self] document, sequence, element in decode(element, of: sequence, in: &document) }
  }

  private func decode(_ element: Int, of sequence: Int, in document: inout YAMLDocument) {
    self.sequence = sequence
    // NB: the document moves into the reader and back, so the builder's
    // arrays stay uniquely referenced and keep growing in place.
    swap(&reader.document, &document)
    defer { swap(&reader.document, &document) }
    if let step = reader.step(element) { steps.append(step) }
  }
}
