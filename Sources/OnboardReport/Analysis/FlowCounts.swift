/// What the event store's SQL aggregation hands to ``analyze(_:alpha:)``: the
/// counts of one flow, per experiment and variant. Nothing here is derived;
/// every number is a count or a sum the database computes.
///
/// ```swift
/// let counts = FlowCounts(flow: "signup", experiments: [
///   ExperimentCounts(key: "plan-first", variants: [
///     VariantCounts(id: "control", weight: 0.5, users: 1000, conversions: 410),
///     VariantCounts(id: "plan-first", weight: 0.5, users: 1012, conversions: 455),
///   ])
/// ])
/// let report = try analyze(counts, alpha: 0.05)
/// ```
public struct FlowCounts: Sendable, Hashable, Codable {
  /// The flow's name (`flow:` in its file).
  package var flow: String
  /// Its experiments, in the order the report lists them.
  package var experiments: [ExperimentCounts]
  /// What was left out of the counts because it cannot be (the report
  /// prints each); empty for counts made by hand.
  package var warnings: [String]

  /// Counts from their parts.
  package init(flow: String, experiments: [ExperimentCounts], warnings: [String] = []) {
    self.flow = flow
    self.experiments = experiments
    self.warnings = warnings
  }

  private enum CodingKeys: String, CodingKey {
    case flow, experiments, warnings
  }

  /// Decodes counts; `warnings` may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    flow = try container.decode(String.self, forKey: .flow)
    experiments = try container.decode([ExperimentCounts].self, forKey: .experiments)
    warnings = try container.decodeIfPresent([String].self, forKey: .warnings) ?? []
  }
}

/// The counts of one experiment.
package struct ExperimentCounts: Sendable, Hashable, Codable {
  /// The experiment's key.
  package var key: String
  /// Its variants in configuration order; the first is the control.
  package var variants: [VariantCounts]
  /// People exposed to more than one of its variants: in no variant's counts.
  package var multipleExposures: Int
  /// Variants the events name that the flow file does not, with their
  /// people: in no analysis, no SRM check and no correction.
  package var unknownVariants: [UnknownVariantCounts]

  /// The first and last exposure counted, in milliseconds since 1970; `nil` without one.
  package var firstExposureMs: Int64?
  /// See ``firstExposureMs``.
  package var lastExposureMs: Int64?
  /// The flow versions of the exposures counted: the window's one, else every one recorded.
  package var flowVersions: [Int]

  /// Counts from their parts.
  package init(
    key: String, variants: [VariantCounts], multipleExposures: Int = 0,
    unknownVariants: [UnknownVariantCounts] = [], firstExposureMs: Int64? = nil, lastExposureMs: Int64? = nil,
    flowVersions: [Int] = []
  ) {
    self.key = key
    self.variants = variants
    self.multipleExposures = multipleExposures
    self.unknownVariants = unknownVariants
    self.firstExposureMs = firstExposureMs
    self.lastExposureMs = lastExposureMs
    self.flowVersions = flowVersions
  }

  /// Everyone exposed: the variants' people, the unknown variants' and those exposed to several.
  package var exposedPeople: Int {
    variants.reduce(0) { $0 + $1.users } + unknownVariants.reduce(0) { $0 + $1.users } + multipleExposures
  }
}

/// A variant the events name and the flow file does not.
package struct UnknownVariantCounts: Sendable, Hashable, Codable {
  /// The variant's id, as the events write it.
  package var id: String
  /// People exposed to it (and to no other variant).
  package var users: Int

  /// Counts from their parts.
  package init(id: String, users: Int) {
    self.id = id
    self.users = users
  }
}
