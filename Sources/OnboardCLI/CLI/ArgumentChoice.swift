import OnboardKit

/// A value from a fixed list of words, such as `--format mermaid|dot`: a
/// `String`-backed enum whose raw values are the words.
///
/// ```swift
/// enum GraphFormat: String, ArgumentChoice { case mermaid, dot }
/// @Option("format", help: "mermaid (the default) or dot.")
/// var format: GraphFormat = .mermaid
/// ```
///
/// A misspelt word gets the closest one as a suggestion.
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

  /// The case for `word`; for a word not in the list, the closest word when
  /// one is near (`did you mean 'mermaid'?`), else every word.
  static func converting(_ word: String, label: String) throws(ParseProblem) -> Self {
    if let value = Self(argument: word) { return value }
    let words = allCases.map(\.rawValue)
    if let suggestion = EditDistance.suggestion(for: word, among: words) {
      throw .invalid("invalid value '\(word)' for '\(label)'; did you mean '\(suggestion)'?")
    }
    throw .invalidValue(word, label: label, expectation: expectation)
  }
}
