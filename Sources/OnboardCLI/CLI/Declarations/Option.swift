/// An option with a value, declared once as the property that holds it:
/// `--out <file>`, a repeatable `--attr <key=value>`, a required `--users <n>`.
///
/// ```swift
/// @Option("out", valueName: "file", help: "Write the model's JSON to this file.")
/// var out: String?                            // nil when not given
/// @Option("limit", valueName: "n", help: "The most paths (default 1000).")
/// var limit: Int = 1_000                      // a default
/// @Option("users", valueName: "n", help: "How many people.")
/// var users: Int                              // required: missing is a usage error
/// @Option("attr", valueName: "key=value", help: "An attribute, e.g. country=GB.")
/// var attributes: [KeyValuePair]              // repeatable, in order
/// ```
///
/// The value type is any ``ExpressibleByArgument`` (an ``ArgumentChoice`` enum
/// offers "did you mean"); a word that does not convert is a usage error naming
/// the option. The name is the long name without dashes; `valueName` (default:
/// the name) is what help shows between angle brackets.
@propertyWrapper
struct Option<Value>: ArgumentDeclaration {
  private var slot: ArgumentSlot<Value>

  /// The parsed value.
  var wrappedValue: Value {
    get { slot.wrappedValue }
    set { slot.wrappedValue = newValue }
  }

  var definitions: [ArgumentDefinition] { [slot.definition] }
  var problem: ParseProblem? { slot.problem }

  private static func definition(
    _ name: String, short: Character?, valueName: String?, repeating: Bool = false, required: Bool = false,
    help: String
  ) -> ArgumentDefinition {
    .option(name, short: short, valueName: valueName, repeating: repeating, required: required, help: help)
  }
}

extension Option: Sendable where Value: Sendable {}

extension Option where Value: ExpressibleByArgument {
  /// An option with a default, which it holds when not given.
  init(
    wrappedValue: Value, _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) {
    slot = ArgumentSlot(
      single: Self.definition(name, short: short, valueName: valueName, help: help), absent: wrappedValue)
  }

  /// A required option: a command line without it is a usage error.
  init(_ name: String, short: Character? = nil, valueName: String? = nil, help: String) {
    slot = ArgumentSlot(
      single: Self.definition(name, short: short, valueName: valueName, required: true, help: help),
      absent: nil)
  }
}

extension Option {
  /// An optional option: `nil` when not given.
  init<Wrapped: ExpressibleByArgument>(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) where Value == Wrapped? {
    slot = ArgumentSlot(optional: Self.definition(name, short: short, valueName: valueName, help: help))
  }

  /// A repeatable option: every value given, in order; empty when none is.
  init<Element: ExpressibleByArgument>(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) where Value == [Element] {
    slot = ArgumentSlot(
      repeating: Self.definition(name, short: short, valueName: valueName, repeating: true, help: help))
  }
}
