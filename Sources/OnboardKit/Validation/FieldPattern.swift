import Foundation

/// The `pattern:` rule: a regular expression (ICU syntax, as
/// `NSRegularExpression`) that a whole answer must match.
///
/// Patterns come from flow files and answers from people, so both are
/// bounded: patterns to 1,000 characters, answers to 10,000.
public enum FieldPattern {
  /// The longest pattern accepted.
  public static let maxPatternLength = 1_000
  /// The longest answer matched; longer answers do not match.
  public static let maxInputLength = 10_000

  private static let cache = PatternCache()

  /// Why `pattern` cannot be used, or `nil` when it compiles.
  public static func problem(with pattern: String) -> String? {
    guard pattern.count <= maxPatternLength else {
      return "longer than \(maxPatternLength) characters"
    }
    do {
      _ = try NSRegularExpression(pattern: pattern)
      return nil
    } catch {
      return "'\(pattern)' is not a valid regular expression"
    }
  }

  /// Whether the whole of `text` matches `pattern`; `false` for an invalid pattern.
  public static func matches(_ text: String, pattern: String) -> Bool {
    Compiled(pattern).matches(text)
  }

  /// A pattern made ready once, for matching many answers: simple patterns
  /// (see ``SimplePattern``) skip the regular-expression engine.
  struct Compiled: Sendable {
    let pattern: String
    let simple: SimplePattern?

    init(_ pattern: String) {
      self.pattern = pattern
      self.simple = pattern.utf8.count <= 200 ? SimplePattern(pattern) : nil
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
      if let simple, let matched = simple.matches(text) { return matched }
      guard pattern.count <= maxPatternLength, text.utf16.count <= maxInputLength,
        let regex = cache.regex(for: pattern)
      else { return false }
      let range = NSRange(text.startIndex..<text.endIndex, in: text)
      return regex.firstMatch(in: text, range: range) != nil
    }
  }
}

/// Compiled whole-answer patterns, so each is compiled once per process.
private final class PatternCache: @unchecked Sendable {
  // NB: @unchecked: every access to `compiled` holds `lock`.
  private let lock = NSLock()
  private var compiled: [String: NSRegularExpression] = [:]

  func regex(for pattern: String) -> NSRegularExpression? {
    lock.lock()
    defer { lock.unlock() }
    if let regex = compiled[pattern] { return regex }
    guard compiled.count < 1_000, let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else {
      return try? NSRegularExpression(pattern: "^(?:\(pattern))$")
    }
    compiled[pattern] = regex
    return regex
  }
}
