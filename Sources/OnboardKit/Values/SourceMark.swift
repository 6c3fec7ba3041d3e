/// Where something was written: a file, a 1-based line and a 1-based column
/// counted in characters.
///
/// Marks travel from the YAML parser through the flow definition to every
/// diagnostic, so a problem found late still points at its source.
public struct SourceMark: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file's path as the user gave it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column in characters, from 1.
  public var column: Int

  /// Creates a mark.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers write it.
  public var description: String { "\(file):\(line):\(column)" }
}
