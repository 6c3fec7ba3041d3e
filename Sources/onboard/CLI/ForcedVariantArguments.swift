import OnboardKit

/// The variants a command forces: `ONBOARD_VARIANTS` (`key=id,key=id`),
/// then every `--variant key=id`, which wins. What `run` and `paths` share.
enum ForcedVariantArguments {
  /// The forced variants for `flow`; unknown experiments or variants are
  /// usage errors (exit 2), each with a suggestion.
  static func resolve(
    _ pairs: [KeyValuePair], for flow: FlowDefinition, environment: [String: String] = Terminal.environment()
  ) throws -> [String: String] {
    var forced: [String: String] = [:]
    if let text = environment[ForcedVariants.environmentVariable] {
      switch ForcedVariants.parse(text) {
      case .success(let parsed): forced = parsed
      case .failure(let error): throw ValidationError("\(ForcedVariants.environmentVariable): \(error)")
      }
    }
    for pair in pairs { forced[pair.key] = pair.value }
    let problems = ForcedVariants.problems(in: forced, experiments: flow.experiments)
    if !problems.isEmpty {
      throw ValidationError(problems.map(\.description).joined(separator: "; "))
    }
    return forced
  }
}
