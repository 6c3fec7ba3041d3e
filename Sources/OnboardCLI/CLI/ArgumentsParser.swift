import OnboardKit

/// Matches one command's words against its ``ArgumentDefinition``s.
///
/// Accepted forms: `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped
/// short flags (`-vq`), repeated options (`--attr a=1 --attr b=2`), and `--`, after
/// which every word is positional. A lone `-` is positional (standard input, by
/// convention). An option's value never starts with `-` unless written with `=`
/// (`--offset=-3`) or it is a negative number (`--offset -3`).
struct ArgumentsParser {
  /// What the command accepts, in declaration order.
  let definitions: [ArgumentDefinition]

  /// A parser for these definitions.
  init(definitions: [ArgumentDefinition]) {
    self.definitions = definitions
  }

  /// The values in `words`, or the first problem found: unknown and malformed
  /// options first, then positionals, then required options.
  func parse(_ words: [String]) throws(ParseProblem) -> ParsedValues {
    var values = ParsedValues()
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(word) {
        positionals.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        try parseLong(word, words: words, index: &index, into: &values)
      } else {
        try parseShort(word, words: words, index: &index, into: &values)
      }
    }
    try assign(positionals, into: &values)
    for definition in definitions
    where definition.kind == .option && definition.isRequired && values.count(definition) == 0 {
      throw .missingArgument(label: definition.errorLabel)
    }
    return values
  }

  /// Whether `word` is an option or `--` rather than a positional (`-` is positional).
  static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1
  }

  /// Whether `word` is a negative number such as `-5` or `-0.5`: no option
  /// is spelt so, so it is the value of the option before it, which can then
  /// say what range it takes instead of "missing value".
  static func isNegativeNumber(_ word: String) -> Bool {
    let digits = word.dropFirst()
    return word.hasPrefix("-") && digits.first?.isASCII == true && digits.first?.isNumber == true
      && Double(word) != nil
  }

  private var named: [ArgumentDefinition] {
    definitions.filter { $0.kind != .positional }
  }

  /// `--name`, `--name=value` or `--name value`.
  private func parseLong(
    _ word: String, words: [String], index: inout Int, into values: inout ParsedValues
  ) throws(ParseProblem) {
    let body = word.dropFirst(2)
    let name = String(body.prefix { $0 != "=" })
    let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
    guard let definition = named.first(where: { $0.name == name }) else {
      let suggestion = EditDistance.suggestion(for: name, among: named.map(\.name))
      throw .unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" })
    }
    if definition.kind == .flag {
      guard inline == nil else { throw .flagWithValue(definition.longSpelling) }
      values.append("", for: definition)
    } else {
      let value: String
      if let inline {
        value = inline
      } else {
        value = try nextValue(for: definition, words: words, index: &index)
      }
      try record(value, for: definition, into: &values)
    }
  }

  /// `-n`, `-n value`, `-nvalue` or grouped flags such as `-vq`.
  private func parseShort(
    _ word: String, words: [String], index: inout Int, into values: inout ParsedValues
  ) throws(ParseProblem) {
    let letters = Array(word.dropFirst())
    for (offset, letter) in letters.enumerated() {
      guard let definition = named.first(where: { $0.shortName == letter }) else {
        throw unknownShort(word, letter: letter)
      }
      if definition.kind == .flag {
        values.append("", for: definition)
        continue
      }
      let rest = String(letters[(offset + 1)...])
      let value = try rest.isEmpty ? nextValue(for: definition, words: words, index: &index) : rest
      try record(value, for: definition, into: &values)
      return
    }
  }

  /// An unknown short name; `-json` is more likely a mistyped `--json` than four flags.
  private func unknownShort(_ word: String, letter: Character) -> ParseProblem {
    let rest = String(word.dropFirst())
    guard rest.count > 1 else { return .unknownOption(word, suggestion: nil) }
    let names = named.map(\.name)
    if names.contains(rest) { return .unknownOption(word, suggestion: "--\(rest)") }
    if let suggestion = EditDistance.suggestion(for: rest, among: names) {
      return .unknownOption(word, suggestion: "--\(suggestion)")
    }
    return .unknownOption("-\(letter)", suggestion: nil)
  }

  /// The word after an option that needs a value.
  private func nextValue(
    for definition: ArgumentDefinition, words: [String], index: inout Int
  ) throws(ParseProblem) -> String {
    guard index < words.count, !Self.looksLikeOption(words[index]) || Self.isNegativeNumber(words[index])
    else {
      throw .missingValue(label: definition.errorLabel)
    }
    index += 1
    return words[index - 1]
  }

  private func record(
    _ value: String, for definition: ArgumentDefinition, into values: inout ParsedValues
  ) throws(ParseProblem) {
    if !definition.isRepeating, values.count(definition) > 0 {
      throw .duplicateOption(definition.longSpelling)
    }
    values.append(value, for: definition)
  }

  /// Hands positional words out in declaration order; a repeating positional takes
  /// the rest.
  private func assign(_ words: [String], into values: inout ParsedValues) throws(ParseProblem) {
    var remaining = words[...]
    for definition in definitions where definition.kind == .positional {
      if definition.isRepeating {
        if remaining.isEmpty, definition.isRequired { throw .missingArgument(label: definition.errorLabel) }
        for word in remaining { values.append(word, for: definition) }
        remaining = []
      } else if let word = remaining.popFirst() {
        values.append(word, for: definition)
      } else if definition.isRequired {
        throw .missingArgument(label: definition.errorLabel)
      }
    }
    if let extra = remaining.first { throw .unexpectedArgument(extra) }
  }
}
