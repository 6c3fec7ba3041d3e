import Testing

@testable import OnboardYAML

/// The name every in-memory test document carries in its marks.
let testFile = "test.yaml"

/// Parses `text` as the file `test.yaml`, and checks that libyaml on a
/// helper thread (as large files are parsed) gives the same tree or error.
func parse(_ text: String, limits: YAMLLimits = .default) throws(DiagnosticError) -> YAMLNode {
  let bytes = Array(text.utf8)
  let pipelined = parsedWithPipeline(bytes, limits: limits)
  do {
    let root = try YAMLParser.parse(bytes, file: testFile, limits: limits)
    #expect(pipelined == .success(root), "the pipelined parse differs")
    return root
  } catch {
    #expect(pipelined == .failure(error), "the pipelined parse fails differently")
    throw error
  }
}

/// The error of parsing `bytes`, as `line:column: message`, or `no error`;
/// checks that the pipelined parse agrees.
func failure(ofBytes bytes: [UInt8], limits: YAMLLimits = .default) -> String {
  let pipelined = parsedWithPipeline(bytes, limits: limits)
  do {
    let root = try YAMLParser.parse(bytes, file: testFile, limits: limits)
    #expect(pipelined == .success(root), "the pipelined parse differs")
    return "no error"
  } catch {
    #expect(pipelined == .failure(error), "the pipelined parse fails differently")
    return describe(error)
  }
}

/// The tree (or error) of `bytes` with libyaml forced onto a helper thread.
func parsedWithPipeline(_ bytes: [UInt8], limits: YAMLLimits) -> Result<YAMLNode, DiagnosticError> {
  do {
    let document = try YAMLParser.parseDocument(
      bytes, file: testFile, limits: limits, stepHandler: nil, pipelined: true)
    return .success(document.tree())
  } catch {
    return .failure(error)
  }
}

/// The error of parsing `text`, as `line:column: message`, or `no error`.
func failure(of text: String, limits: YAMLLimits = .default) -> String {
  failure(ofBytes: Array(text.utf8), limits: limits)
}

/// `line:column: message` for a single diagnostic in `test.yaml`; anything else spelled out.
func describe(_ error: DiagnosticError) -> String {
  guard error.diagnostics.count == 1, let diagnostic = error.diagnostics.first else {
    return "\(error.diagnostics.count) diagnostics: \(error.diagnostics)"
  }
  guard diagnostic.severity == .error else { return "not an error: \(diagnostic)" }
  guard let mark = diagnostic.mark else { return "no mark: \(diagnostic.message)" }
  guard mark.file == testFile else { return "in \(mark.file): \(diagnostic.message)" }
  return "\(mark.line):\(mark.column): \(diagnostic.message)"
}

/// `line:column` of a node.
func position(_ node: YAMLNode?) -> String {
  guard let node else { return "missing" }
  return "\(node.mark.line):\(node.mark.column)"
}
