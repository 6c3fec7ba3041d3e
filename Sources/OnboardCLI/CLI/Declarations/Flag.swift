/// A flag, declared once as the `Bool` property that holds it: `--json`,
/// `-v, --verbose`; `true` when given (any number of times).
///
/// ```swift
/// @Flag("json", help: "Print the report as JSON.")
/// var json: Bool
/// ```
@propertyWrapper
struct Flag: ArgumentDeclaration, Sendable {
  private let definition: ArgumentDefinition

  /// Whether it was given.
  var wrappedValue: Bool

  /// A flag called `--name` (and `-short`), `false` until given.
  init(_ name: String, short: Character? = nil, help: String) {
    definition = .flag(name, short: short, help: help)
    wrappedValue = ArgumentContext.values?.flag(definition) ?? false
  }

  var definitions: [ArgumentDefinition] { [definition] }
  var problem: ParseProblem? { nil }
}
