/// Variants chosen by hand, by experiment key, for trying a variant or
/// testing it: `onboard run --variant signup-copy=short` or
/// `ONBOARD_VARIANTS=signup-copy=short,pricing=annual`.
///
/// ```swift
/// ForcedVariants.parse("signup-copy=short, pricing=annual")
/// // .success(["signup-copy": "short", "pricing": "annual"])
/// ```
package enum ForcedVariants {
  /// The environment variable read for forced variants.
  package static let environmentVariable = "ONBOARD_VARIANTS"

  /// Reads `key=id` pairs separated by commas. Spaces around keys and ids
  /// are dropped; blank text forces nothing. An entry without `=`, with an
  /// empty key or id, or an experiment forced twice is an error.
  package static func parse(_ text: String) -> Result<[String: String], ForcedVariantsError> {
    var forced: [String: String] = [:]
    if text.allSatisfy(\.isWhitespace) { return .success(forced) }
    for rawEntry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let entry = trimmed(rawEntry)
      guard !entry.isEmpty else { return .failure(.emptyEntry(text: text)) }
      guard let equals = entry.firstIndex(of: "=") else { return .failure(.missingEquals(entry: entry)) }
      let key = trimmed(entry[..<equals])
      let id = trimmed(entry[entry.index(after: equals)...])
      guard !key.isEmpty else { return .failure(.emptyKey(entry: entry)) }
      guard !id.isEmpty else { return .failure(.emptyVariant(entry: entry)) }
      if let first = forced[key] { return .failure(.forcedTwice(key: key, first: first, second: id)) }
      forced[key] = id
    }
    return .success(forced)
  }

  /// Everything wrong with `forced` against the experiments there are:
  /// unknown experiment keys and unknown variant ids, with suggestions for
  /// near misses. Empty when every forced variant exists.
  package static func problems(
    in forced: [String: String], experiments: [ExperimentDefinition]
  ) -> [ForcedVariantsError] {
    var byKey: [String: ExperimentDefinition] = [:]
    for experiment in experiments where byKey[experiment.key] == nil { byKey[experiment.key] = experiment }
    return forced.sorted { $0.key < $1.key }.compactMap { key, id in
      guard let experiment = byKey[key] else {
        return .unknownExperiment(
          key: key, experiments: experiments.map(\.key),
          suggestion: EditDistance.suggestion(for: key, among: byKey.keys.sorted()))
      }
      let ids = experiment.variants.map(\.id)
      guard ids.contains(id) else {
        return .unknownVariant(
          key: key, id: id, variants: ids, suggestion: EditDistance.suggestion(for: id, among: ids))
      }
      return nil
    }
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
