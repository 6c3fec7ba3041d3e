import OnboardKit

/// `onboard assign FLOW --user-id ID [--attr k=v]… [--variant key=id]… [--json]`, or in bulk
/// `onboard assign FLOW --experiment KEY --ids FILE|-`: which variant a person gets, and why.
struct AssignCommand: ParsableCommand {
  /// The name, help and examples of `assign`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "assign",
      abstract: "Show which variant of each experiment a person gets, and why.",
      discussion: """
        For one person: per experiment, the variant (or the base flow), the hash value, \
        the bucket and the reason (forced, notRunning, stoppedWinner, noHashAttribute, \
        notInNamespace, notInAudience, notCovered, assigned) — exactly as GrowthBook's \
        SDKs decide — or sticky when the store (--db, as for run) keeps the person's \
        first assignment (stickyVariantRemoved, bucketVersionBlocked when it no longer \
        counts). In bulk, with --experiment and --ids: one id per input line, one \
        'id<TAB>variant' line out ('-' when not in the experiment), for data pipelines.
        """,
      examples: [
        CommandExample(
          "Explain one person's variants:", "onboard assign Flows/signup.yaml --user-id u-1 --attr country=US"
        ),
        CommandExample(
          "Assign a list of ids:",
          "onboard assign Flows/signup.yaml --experiment short-interests --ids ids.txt"),
      ]
    )
  }

  /// `<flow>`.
  @Argument("flow", help: "The flow file whose experiments to assign.")
  var flow: String
  /// `--user-id <id>`.
  @Option("user-id", valueName: "id", help: "The person's id.")
  var userID: String?
  /// `--attr <key=value>`, repeatable.
  @Option("attr", valueName: "key=value", help: "An attribute audiences can read, e.g. country=US.")
  var attributes: [KeyValuePair]
  /// `--variant <key=id>`, repeatable.
  @OptionGroup(help: ["variant": "Force an experiment's variant."])
  var forcing: ForcedVariantArguments
  /// `--experiment <key>`.
  @Option("experiment", valueName: "key", help: "Bulk mode: the experiment to assign every id to.")
  var experiment: String?
  /// `--ids <file>`.
  @Option("ids", valueName: "file", help: "Bulk mode: a file of ids, one per line, or - for standard input.")
  var ids: String?
  /// `--json`.
  @Flag("json", help: "Print one person's assignments as JSON.")
  var json: Bool
  /// `--db <path|url>`: where stored (sticky) assignments are read.
  @OptionGroup var store: StoreOption
  /// `--no-store`.
  @Flag("no-store", help: "Read no stored (sticky) assignments: the hash alone decides.")
  var noStore: Bool

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// `--no-store` and `--db` contradict each other.
  func validate() throws {
    try store.refuse(noStore: noStore)
  }

  /// Assigns one person, or streams many ids.
  func run() throws {
    let definition = try LoadedFlow.load(path: flow, models: models)
    switch (experiment, ids, userID) {
    case (let key?, let source?, nil):
      try bulk(definition, experiment: key, source: source)
    case (nil, nil, let id?):
      try explain(definition, userID: id)
    default:
      throw ValidationError("give --user-id for one person, or --experiment and --ids for many (not both)")
    }
  }
}
