/// Arguments declared once, as properties: a command's, or a group several
/// commands share (``OptionGroup``). Each ``Option``, ``Flag`` and ``Argument``
/// property is the whole declaration — its name, help, parsing and value — and
/// the properties' declaration order is the order of the usage line and the help.
///
/// ```swift
/// struct StoreOption: ParsableArguments {
///   @Option("db", valueName: "path|url", help: "The event store.")
///   var db: String?
/// }
/// ```
///
/// The parser builds the value with ``init()`` while the command line's words
/// are in scope (``ArgumentContext``): each wrapper reads its own words as it is
/// made. Without words in scope (``arguments``), the same `init()` gives an
/// instance that only describes its arguments.
protocol ParsableArguments {
  /// The arguments, read from the command line in scope, or their defaults.
  init()

  /// Checks values that parsed but may not fit together; throw ``ValidationError``.
  /// It runs after every value converted, so every property may be read; a
  /// command's runs before those of its groups.
  mutating func validate() throws
}

extension ParsableArguments {
  /// Accepts every combination.
  mutating func validate() throws {}

  /// What the properties declare, in declaration order: the usage line's order.
  static var arguments: [ArgumentDefinition] {
    ArgumentReflection.definitions(of: Self())
  }

  /// The value for `values`: every property converted from its words, then
  /// ``validate()``, then the groups' own validation.
  ///
  /// - Throws: ``ParseProblem`` for the first word that does not convert (in
  ///   declaration order), or what ``validate()`` throws.
  static func parsed(from values: ParsedValues) throws -> Self {
    var parsed = ArgumentContext.$values.withValue(values) { Self() }
    try ArgumentReflection.throwProblems(of: parsed)
    try parsed.validate()
    try ArgumentReflection.throwGroupFailures(of: parsed)
    return parsed
  }
}

/// The command line's words while a ``ParsableArguments`` value is being made:
/// the wrappers' initializers read them here.
enum ArgumentContext {
  /// The words matched to each argument, or `nil` outside parsing.
  @TaskLocal static var values: ParsedValues?
}
