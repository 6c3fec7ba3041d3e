import OnboardKit

extension RunCommand {
  /// The variants to force: `ONBOARD_VARIANTS` (`key=id,key=id`), then every
  /// `--variant key=id`, which wins. Unknown experiments or variants of
  /// `flow` are usage errors (exit 2), each with a suggestion.
  func forcedVariants(for flow: FlowDefinition) throws -> [String: String] {
    var forced: [String: String] = [:]
    if let text = Terminal.environment()[ForcedVariants.environmentVariable] {
      switch ForcedVariants.parse(text) {
      case .success(let pairs): forced = pairs
      case .failure(let error): throw ValidationError("\(ForcedVariants.environmentVariable): \(error)")
      }
    }
    for pair in variants { forced[pair.key] = pair.value }
    let problems = ForcedVariants.problems(in: forced, experiments: flow.experiments)
    if !problems.isEmpty {
      throw ValidationError(problems.map(\.description).joined(separator: "; "))
    }
    return forced
  }
}
