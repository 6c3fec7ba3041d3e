/// Decodes the steps of a flow one by one while its file is still being
/// parsed: each element of the top mapping's `steps` sequence is read as soon
/// as the parser has finished it, while its nodes are fresh in the cache (and,
/// for large files, while another thread is still running libyaml). When the
/// flow names a known model before its steps, each step is also checked on
/// its own against that model's schema (``StepPrechecks``).
///
/// ``FlowDecoder`` then takes the decoded steps and their diagnostics at the
/// point where it would have decoded them itself, and ``FlowChecker`` takes
/// the prechecks where it would have made them, so the result and the order
/// of the diagnostics are exactly those of decoding and checking afterwards.
final class StreamedSteps {
  /// The `steps` sequence whose elements were decoded, once there is one.
  private(set) var sequence: Int?
  /// The steps decoded so far, in order (elements that are not steps are left out).
  private(set) var steps: [StepDefinition] = []
  /// Whether ``FlowDecoder`` took the steps.
  var wasUsed = false
  /// The checks of the steps on their own, when the model was known in time.
  private(set) var prechecks: StepPrechecks?
  /// The reader, which holds the document only while it decodes a step.
  private var reader: NodeReader
  private let models: ModelRegistry
  private static let modelKey = Array("model".utf8)

  /// A decoder for the steps of `file`, checking them against `models`.
  init(file: String, models: ModelRegistry) {
    reader = NodeReader(document: YAMLDocument(file: file))
    self.models = models
  }

  /// Every problem of the steps decoded so far, in order.
  var diagnostics: [Diagnostic] { reader.diagnostics }

  /// What ``YAMLDocumentBuilder/stepHandler`` should call.
  var handler: StepHandler {
    { [self] document, step in decode(step, in: &document) }
  }

  private func decode(_ finished: FinishedStep, in document: inout YAMLDocument) {
    if sequence == nil {
      sequence = finished.sequence
      prechecks = schema(from: finished.topLevel, in: document).map(StepPrechecks.init)
    }
    // NB: the document moves into the reader and back, so the builder's
    // arrays stay uniquely referenced and keep growing in place.
    swap(&reader.document, &document)
    defer { swap(&reader.document, &document) }
    if let step = reader.step(finished.element) {
      steps.append(step)
      prechecks?.check(step)
    }
  }

  /// The schema of the model that the top mapping names before `steps`, if known.
  private func schema(from topLevel: ArraySlice<UInt32>, in document: YAMLDocument) -> SchemaDescriptor? {
    for key in stride(from: topLevel.startIndex, to: topLevel.endIndex - 1, by: 2)
    where document.scalar(Int(topLevel[key]), equals: Self.modelKey) {
      let value = Int(topLevel[key + 1])
      guard document.isScalar(value), !document.isNull(value), let name = document.string(value) else {
        return nil
      }
      return models.schema(named: name)
    }
    return nil
  }
}
