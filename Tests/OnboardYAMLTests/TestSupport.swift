import OnboardYAML

/// The name every in-memory test document carries in its marks.
let testFile = "test.yaml"

/// Parses `text` as the file `test.yaml`.
func parse(_ text: String, limits: YAMLLimits = .default) throws(DiagnosticError) -> YAMLNode {
  try YAMLParser.parse(Array(text.utf8), file: testFile, limits: limits)
}

/// The error of parsing `bytes`, as `line:column: message`, or `no error`.
func failure(ofBytes bytes: [UInt8], limits: YAMLLimits = .default) -> String {
  do {
    _ = try YAMLParser.parse(bytes, file: testFile, limits: limits)
    return "no error"
  } catch {
    return describe(error)
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
