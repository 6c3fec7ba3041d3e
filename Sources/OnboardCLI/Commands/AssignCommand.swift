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
  static let flowArgument = ArgumentDefinition.positional(
    "flow", help: "The flow file whose experiments to assign.")
  /// `--user-id <id>`.
  static let userOption = ArgumentDefinition.option("user-id", valueName: "id", help: "The person's id.")
  /// `--attr <key=value>`, repeatable.
  static let attrOption = ArgumentDefinition.option(
    "attr", valueName: "key=value", repeating: true, help: "An attribute audiences can read, e.g. country=US."
  )
  /// `--variant <key=id>`, repeatable.
  static let variantOption = ArgumentDefinition.option(
    "variant", valueName: "key=id", repeating: true, help: "Force an experiment's variant.")
  /// `--experiment <key>`.
  static let experimentOption = ArgumentDefinition.option(
    "experiment", valueName: "key", help: "Bulk mode: the experiment to assign every id to.")
  /// `--ids <file>`.
  static let idsOption = ArgumentDefinition.option(
    "ids", valueName: "file", help: "Bulk mode: a file of ids, one per line, or - for standard input.")
  /// `--json`.
  static let jsonFlag = ArgumentDefinition.flag("json", help: "Print one person's assignments as JSON.")
  /// `--db <path|url>`.
  static let dbOption = EventOutputs.dbOption
  /// `--no-store`.
  static let noStoreFlag = EventOutputs.noStoreFlag(
    help: "Read no stored (sticky) assignments: the hash alone decides.")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [
      flowArgument, userOption, attrOption, variantOption, experimentOption, idsOption, jsonFlag, dbOption,
      noStoreFlag,
    ]
  }

  var flow: String
  var userID: String?
  var attributes: [KeyValuePair]
  var variants: [KeyValuePair]
  var experiment: String?
  var ids: String?
  var json: Bool
  /// `--db` and `--no-store` (`--events` is not an option of `assign`).
  var outputs: EventOutputs

  /// The models the tool runs: the flow's `model:` picks one.
  var models: ModelRegistry

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    models = values.models
    flow = try values.value(Self.flowArgument) ?? ""
    userID = try values.value(Self.userOption)
    attributes = try values.values(Self.attrOption, as: KeyValuePair.self)
    variants = try values.values(Self.variantOption, as: KeyValuePair.self)
    experiment = try values.value(Self.experimentOption)
    ids = try values.value(Self.idsOption)
    json = values.flag(Self.jsonFlag)
    outputs = try EventOutputs(values: values)
  }

  /// Assigns one person, or streams many ids.
  func run() throws {
    try outputs.validate()
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
