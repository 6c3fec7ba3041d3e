import OnboardKit

/// The words matched to each of a command's ``ArgumentDefinition``s. The
/// declaring wrappers (``Option``, ``Flag``, ``Argument``) read their own words
/// here while the command is made (``ArgumentContext``); tests of the parser
/// read them directly:
///
/// ```swift
/// let values = try ArgumentsParser(definitions: [limit]).parse(["--limit", "3"])
/// #expect(try values.value(limit, as: Int.self) == 3)
/// ```
struct ParsedValues: Hashable, Sendable {
  /// Raw words by ``ArgumentDefinition/key``; a flag holds one empty word per use.
  private(set) var storage: [String: [String]] = [:]
  /// The models the tool was given (``OnboardCLI/main(models:)``): the commands that
  /// load flows read them here.
  var models: ModelRegistry = .builtIn

  /// No values yet.
  init() {}

  /// Records one use of `definition`, with its word (empty for a flag).
  mutating func append(_ word: String, for definition: ArgumentDefinition) {
    storage[definition.key, default: []].append(word)
  }

  /// The raw words given for `definition`, in command-line order.
  func words(for definition: ArgumentDefinition) -> [String] {
    storage[definition.key] ?? []
  }

  /// Whether the flag was given at least once.
  func flag(_ definition: ArgumentDefinition) -> Bool {
    count(definition) > 0
  }

  /// How many times it was given (`-v -v` counts 2).
  func count(_ definition: ArgumentDefinition) -> Int {
    words(for: definition).count
  }

  /// The single value of an option or positional, converted, or `nil` when absent.
  ///
  /// - Throws: ``ParseProblem/invalidValue(_:label:expectation:)`` when the word
  ///   does not convert.
  func value<Value: ExpressibleByArgument>(
    _ definition: ArgumentDefinition, as type: Value.Type = String.self
  ) throws(ParseProblem) -> Value? {
    guard let word = words(for: definition).last else { return nil }
    return try Value.converting(word, label: definition.errorLabel)
  }

  /// Every value of a repeating option or positional, converted, in order.
  ///
  /// - Throws: ``ParseProblem/invalidValue(_:label:expectation:)`` for the first
  ///   word that does not convert.
  func values<Value: ExpressibleByArgument>(
    _ definition: ArgumentDefinition, as type: Value.Type = String.self
  ) throws(ParseProblem) -> [Value] {
    var converted: [Value] = []
    for word in words(for: definition) {
      converted.append(try Value.converting(word, label: definition.errorLabel))
    }
    return converted
  }
}
