import Foundation
import Synchronization

/// JavaScript regular expressions for `$regex`, `$regexi`, `$notRegex` and
/// `$notRegexi`, run by ICU (`NSRegularExpression`) once `JSRegexTranslator`
/// has rewritten them.
///
/// Patterns and the attributes they test come from users, so the work is
/// bounded: a pattern longer than ``maxPatternLength`` UTF-16 code units, an
/// input longer than ``maxInputLength``, or a match still running after
/// ``timeLimit`` has no answer, and the operator is false.
enum JSRegex {
  /// The longest pattern compiled, in UTF-16 code units.
  static let maxPatternLength = 1_000
  /// The longest input tested, in UTF-16 code units.
  static let maxInputLength = 10_000
  /// How long one test may run before it is abandoned (catastrophic
  /// backtracking such as `(a+)+$`).
  static let timeLimit: Duration = .milliseconds(100)

  /// Why a pattern cannot be used.
  enum Failure: Error, Hashable {
    /// Longer than ``maxPatternLength``.
    case tooLong
    /// JavaScript rejects it.
    case syntax(String)
    /// JavaScript accepts it but ICU cannot run it (an unbounded lookbehind,
    /// a repeat count above ICU's limit).
    case unsupported

    /// What is wrong, in lower case.
    var reason: String {
      switch self {
      case .tooLong: "pattern is longer than \(maxPatternLength) characters"
      case .syntax(let reason): reason
      case .unsupported: "pattern is valid JavaScript but cannot be run here (unbounded lookbehind?)"
      }
    }
  }

  private struct Key: Hashable {
    let pattern: [UInt16]
    let ignoringCase: Bool
  }

  private static let cacheLimit = 256
  private static let cache = Mutex<[Key: Result<NSRegularExpression, Failure>]>([:])

  /// The compiled pattern, from a small cache (patterns compare by code units).
  static func compile(_ pattern: String, ignoringCase: Bool) -> Result<NSRegularExpression, Failure> {
    guard pattern.utf16.count <= maxPatternLength else { return .failure(.tooLong) }
    let key = Key(pattern: Array(pattern.utf16), ignoringCase: ignoringCase)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let result: Result<NSRegularExpression, Failure>
    do {
      let icu = try JSRegexTranslator.translate(pattern)
      let options: NSRegularExpression.Options = ignoringCase ? [.caseInsensitive] : []
      do {
        result = .success(try NSRegularExpression(pattern: icu, options: options))
      } catch {
        result = .failure(.unsupported)
      }
    } catch {
      result = .failure(.syntax(error.reason))
    }
    cache.withLock { entries in
      if entries.count >= cacheLimit { entries.removeAll(keepingCapacity: true) }
      entries[key] = result
    }
    return result
  }

  /// `new RegExp(pattern, ignoringCase ? "i" : "").test(input)`, or `nil`
  /// when the pattern cannot be used or the limits stop the test.
  static func test(_ pattern: String, ignoringCase: Bool, on input: String) -> Bool? {
    guard input.utf16.count <= maxInputLength,
      case .success(let regex) = compile(pattern, ignoringCase: ignoringCase)
    else { return nil }
    return regex.firstMatch(in: input, within: timeLimit)
  }
}
