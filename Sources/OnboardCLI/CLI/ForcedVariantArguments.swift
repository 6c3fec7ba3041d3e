import OnboardKit

/// The variants a command forces: `ONBOARD_VARIANTS` (`key=id,key=id`),
/// then every `--variant key=id`, which wins. What `run`, `paths` and
/// `assign` share, so they accept and refuse the same things; each says in
/// its help what forcing means for it:
///
/// ```swift
/// @OptionGroup(help: ["variant": "Force an experiment's variant."])
/// var forcing: ForcedVariantArguments
/// ```
struct ForcedVariantArguments: ParsableArguments, Sendable {
  /// `--variant <key=id>`, in order.
  @Option("variant", valueName: "key=id", help: "Put the person in an experiment's variant.")
  var variants: [KeyValuePair]

  /// The forced variants for `flow`, from ``variants`` and the environment;
  /// see ``resolve(_:for:command:environment:)``.
  func resolve(
    for flow: FlowDefinition, command: any ParsableCommand.Type,
    environment: [String: String] = Terminal.environment()
  ) throws -> [String: String] {
    try Self.resolve(variants, for: flow, command: command, environment: environment)
  }

  /// The forced variants for `flow`. A malformed `ONBOARD_VARIANTS`, an
  /// experiment forced twice (in either form), unknown experiments or variants
  /// are usage errors (exit 2) with `command`'s usage line, naming the
  /// experiments or variants there are.
  private static func resolve(
    _ pairs: [KeyValuePair], for flow: FlowDefinition, command: any ParsableCommand.Type,
    environment: [String: String] = Terminal.environment()
  ) throws -> [String: String] {
    let usage = UsageGenerator([OnboardCommand.self, command]).line
    func refusal(_ message: String) -> UsageError { UsageError(.invalid(message), usage: usage) }
    var forced: [String: String] = [:]
    if let text = environment[ForcedVariants.environmentVariable] {
      switch ForcedVariants.parse(text) {
      case .success(let parsed): forced = parsed
      case .failure(let error): throw refusal("\(ForcedVariants.environmentVariable): \(error)")
      }
    }
    var given: [String: String] = [:]
    for pair in pairs {
      if let first = given[pair.key] {
        let error = ForcedVariantsError.forcedTwice(key: pair.key, first: first, second: pair.value)
        throw refusal("--variant: \(error)")
      }
      given[pair.key] = pair.value
    }
    forced.merge(given) { _, flag in flag }
    let problems = ForcedVariants.problems(in: forced, experiments: flow.assignedExperiments)
    if !problems.isEmpty {
      throw refusal(problems.map(\.description).joined(separator: "; "))
    }
    return forced
  }
}
