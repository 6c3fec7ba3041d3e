import Foundation

/// The `pattern:` rule: a regular expression (ICU syntax, as
/// `NSRegularExpression`) that a whole answer must match.
///
/// Patterns come from flow files and answers from people, so both are
/// bounded: patterns to 1,000 characters, answers to 10,000, and matching
/// one answer to ``timeLimit`` (a pattern such as `(a+)+b` can take seconds).
package enum FieldPattern {
  /// The longest pattern accepted.
  package static let maxPatternLength = 1_000
  /// The longest answer matched; longer answers are not checked.
  package static let maxInputLength = 10_000
  /// How long matching one answer may take before it is given up.
  package static let timeLimit: Duration = .milliseconds(100)

  /// What matching an answer found.
  package enum Match: Sendable, Hashable {
    /// The whole answer matches.
    case matches
    /// It does not.
    case differs
    /// The answer is longer than ``maxInputLength``: not checked.
    case tooLong
    /// Matching took longer than ``timeLimit`` and was given up.
    case tooSlow
  }

  private static let cache = PatternCache()

  /// Why `pattern` cannot be used, or `nil` when it compiles.
  package static func problem(with pattern: String) -> String? {
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

  /// Whether the whole of `text` matches `pattern`; `false` for an invalid
  /// pattern, an answer too long to check, or a match that took too long.
  package static func matches(_ text: String, pattern: String) -> Bool {
    Compiled(pattern).match(text) == .matches
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

    /// Whether the whole of `text` matches, within the limits.
    func match(_ text: String) -> Match {
      if let simple, let matched = simple.matches(text) { return matched ? .matches : .differs }
      guard text.utf16.count <= maxInputLength else { return .tooLong }
      guard pattern.count <= maxPatternLength, let regex = cache.regex(for: pattern) else { return .differs }
      switch regex.firstMatch(in: text, within: timeLimit) {
      case true?: return .matches
      case false?: return .differs
      case nil: return .tooSlow
      }
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
