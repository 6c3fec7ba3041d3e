/// Parses flow files: YAML text in, one ``YAMLNode`` tree with marks out.
///
/// Built on libyaml's event API. A file must hold exactly one document; anchors
/// and aliases are resolved; duplicate keys, nesting past
/// ``YAMLLimits/maxDepth`` and documents past ``YAMLLimits/maxNodes`` are
/// refused at the mark where they happen. Every problem is a
/// ``DiagnosticError`` whose marks count lines and columns from 1.
///
/// ```swift
/// let root = try YAMLParser.parseFile(atPath: "Flows/signup.yaml")
/// for pair in root.pairs ?? [] {
///   print(pair.key.mark, pair.key.scalar ?? "?")  // Flows/signup.yaml:1:1 id
/// }
/// ```
///
/// Columns count Unicode scalars, as libyaml does, so `é` before a key counts
/// as one column. Scalars stay strings; see ``YAMLNode/jsonValue()`` for the
/// YAML core-schema reading that conditions use. A merge key (`<<: *base`) is
/// an ordinary key here: nothing is merged.
package enum YAMLParser {
  /// Parses the bytes of a flow file named `file` into its root node.
  ///
  /// - Throws: one diagnostic: a file over ``YAMLLimits/maxFileBytes``, an
  ///   empty file, a second document, a YAML syntax or encoding error (libyaml's
  ///   own words), an unknown alias, a duplicate key, or a broken limit.
  package static func parse(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = .default
  ) throws(DiagnosticError) -> YAMLNode {
    try parseDocument(bytes, file: file, limits: limits).tree()
  }

  /// Parses the bytes of a flow file into the flat document that
  /// ``FlowLoader`` decodes; the same checks and errors as ``parse(_:file:limits:)``.
  package static func parseDocument(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = .default
  ) throws(DiagnosticError) -> YAMLDocument {
    try parseDocument(bytes, file: file, limits: limits, stepHandler: nil)
  }

  /// ``parseDocument(_:file:limits:)`` that hands each step to `stepHandler`
  /// as soon as it is parsed (see ``YAMLDocumentBuilder/stepHandler``).
  /// `pipelined` runs libyaml on a helper thread (true), or not (false);
  /// nil decides by size (``pipelines(_:)``).
  static func parseDocument(
    _ bytes: [UInt8], file: String, limits: YAMLLimits,
    stepHandler: StepHandler?, pipelined: Bool? = nil
  ) throws(DiagnosticError) -> YAMLDocument {
    // NB: the document numbers bytes and nodes with 32 bits.
    let limit = min(limits.maxFileBytes, Int(Int32.max))
    if bytes.count > limit {
      var capped = limits
      capped.maxFileBytes = limit
      throw tooLarge(byteCount: bytes.count, file: file, limits: capped)
    }
    if let form = UnicodeEncodingForm.detect(bytes) { throw form.refusal(file: file) }
    return try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticError) in
      var builder = YAMLDocumentBuilder(limits: limits, file: file, byteCount: buffer.count)
      builder.stepHandler = stepHandler
      if pipelined ?? pipelines(buffer.count) {
        return try parsePipelined(buffer, file: file, into: &builder)
      }
      let stream = try LibYAMLEventStream(input: buffer, file: file)
      return try stream.run(&builder)
    }
  }

  /// The refusal of a file over ``YAMLLimits/maxFileBytes``, at its first line.
  static func tooLarge(byteCount: Int, file: String, limits: YAMLLimits) -> DiagnosticError {
    let size = ByteCountText.roundedUp(byteCount)
    let limit = ByteCountText.roundedDown(limits.maxFileBytes)
    let message = "file is \(size); flow files are limited to \(limit)"
    return DiagnosticError([.error(message, at: SourceMark(file: file, line: 1, column: 1))])
  }
}
