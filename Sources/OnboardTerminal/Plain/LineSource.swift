/// Where plain mode reads answers: one line at a time, `nil` at the end.
public protocol LineSource: AnyObject {
  /// The next line without its newline, or `nil` when the input ended.
  func nextLine() -> String?
}

/// Standard input, line by line.
public final class StandardInputLines: LineSource {
  /// Reads standard input.
  public init() {}

  /// The next line of standard input.
  public func nextLine() -> String? {
    readLine(strippingNewline: true)
  }
}

/// Lines from a list, for tests.
public final class ScriptedLines: LineSource {
  private var lines: [String]

  /// The lines to give, in order.
  public init(_ lines: [String]) {
    self.lines = lines
  }

  /// The next line, until they run out.
  public func nextLine() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }
}
