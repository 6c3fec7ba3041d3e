/// A type an option or positional value can be converted to, such as `String`,
/// `Int` or ``KeyValuePair``.
///
/// ```swift
/// @Option("limit", valueName: "n", help: "At most this many.")
/// var limit: Int = 10
/// ```
protocol ExpressibleByArgument {
  /// The value for the word the user typed, or `nil` when it does not fit.
  init?(argument: String)

  /// What a good value looks like, for the error message when one does not fit
  /// (`an integer`, `key=value`); empty to say nothing.
  static var expectation: String { get }

  /// The value for `word`, given for the argument `label` names.
  ///
  /// - Throws: ``ParseProblem`` when it does not fit, saying what would.
  static func converting(_ word: String, label: String) throws(ParseProblem) -> Self
}

extension ExpressibleByArgument {
  /// Says nothing about what a good value looks like.
  static var expectation: String { "" }

  /// ``init(argument:)``, or an invalid-value problem with ``expectation``.
  static func converting(_ word: String, label: String) throws(ParseProblem) -> Self {
    guard let value = Self(argument: word) else {
      throw .invalidValue(word, label: label, expectation: expectation)
    }
    return value
  }
}

extension String: ExpressibleByArgument {
  /// Any word is a string.
  init?(argument: String) {
    self = argument
  }
}

extension Int: ExpressibleByArgument {
  /// A decimal integer, such as `42` or `-3`.
  init?(argument: String) {
    self.init(argument, radix: 10)
  }

  /// Says that an integer was expected.
  static var expectation: String { "an integer" }
}

extension UInt64: ExpressibleByArgument {
  /// A decimal whole number from 0 to 2⁶⁴ − 1, such as a seed.
  init?(argument: String) {
    self.init(argument, radix: 10)
  }

  /// Says which whole numbers fit.
  static var expectation: String { "a whole number from 0 to \(UInt64.max)" }
}

extension Double: ExpressibleByArgument {
  /// A decimal number, such as `0.5`.
  init?(argument: String) {
    self.init(argument)
  }

  /// Says that a number was expected.
  static var expectation: String { "a number" }
}

/// `key=value`, as in `--attr plan=pro`: the key is everything before the first
/// `=`, and must not be empty; the value may be empty or hold more `=`.
struct KeyValuePair: Hashable, Sendable, ExpressibleByArgument, CustomStringConvertible {
  /// The part before the first `=`.
  var key: String
  /// The part after the first `=`.
  var value: String

  /// A pair from its parts.
  init(key: String, value: String) {
    self.key = key
    self.value = value
  }

  /// Splits `key=value` at the first `=`; `nil` without one or with an empty key.
  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
    self.key = String(argument[..<equals])
    self.value = String(argument[argument.index(after: equals)...])
  }

  /// Says that `key=value` was expected.
  static var expectation: String { "key=value" }

  /// `key=value`.
  var description: String { "\(key)=\(value)" }
}
