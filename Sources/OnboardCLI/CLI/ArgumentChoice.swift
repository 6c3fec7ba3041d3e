import OnboardKit

/// A value from a fixed list of words, such as `--format mermaid|dot`: a
/// `String`-backed enum whose raw values are the words.
///
/// ```swift
/// enum GraphFormat: String, ArgumentChoice { case mermaid, dot }
/// let format = try values.choice(Self.formatOption, as: GraphFormat.self) ?? .mermaid
/// ```
///
/// Read it with ``ParsedValues/choice(_:as:)``, which suggests the closest word
/// for a misspelt one.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
  /// The case whose raw value is the word.
  init?(argument: String) {
    self.init(rawValue: argument)
  }

  /// Every word, as in `mermaid or dot` or `a, b or c`.
  static var expectation: String {
    let words = allCases.map(\.rawValue)
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }
}

extension ParsedValues {
  /// The single value of an option that takes one of a fixed list of words,
  /// or `nil` when absent.
  ///
  /// - Throws: ``ParseProblem`` for a word that is not in the list: with the
  ///   closest word when one is near (`did you mean 'mermaid'?`), else with
  ///   every word.
  func choice<Value: ArgumentChoice>(
    _ definition: ArgumentDefinition, as type: Value.Type
  ) throws(ParseProblem) -> Value? {
    guard let word = words(for: definition).last else { return nil }
    if let value = Value(argument: word) { return value }
    let words = Value.allCases.map(\.rawValue)
    if let suggestion = EditDistance.suggestion(for: word, among: words) {
      throw .invalid("invalid value '\(word)' for '\(definition.errorLabel)'; did you mean '\(suggestion)'?")
    }
    throw .invalidValue(word, label: definition.errorLabel, expectation: Value.expectation)
  }
}
