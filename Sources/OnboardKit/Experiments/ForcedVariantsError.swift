/// What is wrong with forced variants (`--variant`, `ONBOARD_VARIANTS`).
package enum ForcedVariantsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Two commas with nothing between them, or a comma at either end.
  case emptyEntry(text: String)
  /// An entry that is not `key=id`.
  case missingEquals(entry: String)
  /// An entry with nothing before `=`.
  case emptyKey(entry: String)
  /// An entry with nothing after `=`.
  case emptyVariant(entry: String)
  /// The same experiment forced twice.
  case forcedTwice(key: String, first: String, second: String)
  /// A key no experiment has, with the keys there are.
  case unknownExperiment(key: String, experiments: [String], suggestion: String?)
  /// A variant id the experiment does not have.
  case unknownVariant(key: String, id: String, variants: [String], suggestion: String?)

  /// A sentence that says what is wrong and how to fix it.
  package var description: String {
    switch self {
    case .emptyEntry(let text):
      return "forced variants '\(text)' have an empty entry. To fix, write key=variant pairs "
        + "separated by single commas, e.g. signup-copy=short,pricing=annual"
    case .missingEquals(let entry):
      return "forced variant '\(entry)' has no '='. To fix, write experiment-key=variant-id, "
        + "e.g. \(entry)=control"
    case .emptyKey(let entry):
      return "forced variant '\(entry)' has no experiment key before '='. "
        + "To fix, write experiment-key=variant-id"
    case .emptyVariant(let entry):
      return "forced variant '\(entry)' has no variant id after '='. "
        + "To fix, write experiment-key=variant-id"
    case .forcedTwice(let key, let first, let second):
      return "experiment '\(key)' is forced twice ('\(first)' and '\(second)'). To fix, keep one"
    case .unknownExperiment(let key, let experiments, let suggestion):
      let known =
        experiments.isEmpty
        ? "; the flow runs no experiment"
        : "; the experiments are " + experiments.map { "'\($0)'" }.joined(separator: ", ")
      return "no experiment is called '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? known)
    case .unknownVariant(let key, let id, let variants, let suggestion):
      let known = variants.map { "'\($0)'" }.joined(separator: ", ")
      return "experiment '\(key)' has no variant '\(id)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; its variants are \(known)")
    }
  }
}
