import Foundation

/// Writes diagnostics the way compilers do: the position, the severity, the
/// message, then the source line and a caret under the column.
///
/// ```text
/// Flows/signup.yaml:12:9: error: unknown field 'emial' in step 'contact'; did you mean 'email'?
///       - key: emial
///              ^
/// ```
public struct DiagnosticRenderer {
  /// Whether to colour severities and carets with ANSI escapes.
  public var color: Bool
  private var lines: [String: [Substring]] = [:]

  /// A renderer, plain unless told otherwise.
  public init(color: Bool = false) {
    self.color = color
  }

  /// Every diagnostic, one after another, each ending with a newline.
  public mutating func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { render($0) }.joined()
  }

  /// One diagnostic with its source line and caret, when the source can be read.
  public mutating func render(_ diagnostic: Diagnostic) -> String {
    let severity = paint(diagnostic.severity.rawValue + ":", code: code(for: diagnostic.severity))
    guard let mark = diagnostic.mark else {
      return "\(severity) \(diagnostic.message)\n"
    }
    var text = "\(mark): \(severity) \(diagnostic.message)\n"
    if let line = sourceLine(mark), !line.isEmpty {
      let (shown, column) = Self.window(line, column: mark.column)
      let prefix = shown.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
      text += "\(shown)\n\(prefix)\(paint("^", code: "32"))\n"
    }
    return text
  }

  /// A long line cut to about 120 characters around the column, with `…`
  /// where it was cut, and the column within what is shown.
  static func window(_ line: Substring, column: Int) -> (String, Int) {
    let width = 120
    guard line.count > width + 40 else { return (String(line), column) }
    let characters = Array(line)
    let start = max(0, min(column - 1 - width / 2, characters.count - width))
    let end = min(characters.count, start + width)
    let head = start > 0 ? "…" : ""
    let tail = end < characters.count ? "…" : ""
    return (head + String(characters[start..<end]) + tail, column - start + head.count)
  }

  private func code(for severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "1;31"
    case .warning: return "1;35"
    case .note: return "1;30"
    }
  }

  private func paint(_ text: String, code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private mutating func sourceLine(_ mark: SourceMark) -> Substring? {
    if lines[mark.file] == nil {
      let data = FileManager.default.contents(atPath: mark.file) ?? Data()
      let readable = data.count <= YAMLLimits.default.maxFileBytes && UnicodeEncodingForm.detect(data) == nil
      let text = readable ? String(decoding: data, as: UTF8.self) : ""
      lines[mark.file] = text.split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r\n" || $0 == "\r"
      }
    }
    guard let fileLines = lines[mark.file], mark.line >= 1, mark.line <= fileLines.count else { return nil }
    return fileLines[mark.line - 1]
  }
}
