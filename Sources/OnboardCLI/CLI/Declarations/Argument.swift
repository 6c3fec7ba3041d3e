/// A positional argument, declared once as the property that holds it:
/// `<flow>`, an optional `[<flow-file>]`, or `<flow> ...`, which takes every
/// remaining word and must be declared last.
///
/// ```swift
/// @Argument("flow", help: "The flow file to run.")
/// var flow: String                            // required
/// @Argument("flow-file", help: "The flow file.")
/// var file: String?                           // may be left out
/// @Argument("path", required: false, help: "Tests files (default: Flows).")
/// var paths: [String]                         // every remaining word
/// ```
@propertyWrapper
struct Argument<Value>: ArgumentDeclaration {
  private var slot: ArgumentSlot<Value>

  /// The parsed value.
  var wrappedValue: Value {
    get { slot.wrappedValue }
    set { slot.wrappedValue = newValue }
  }

  var definitions: [ArgumentDefinition] { [slot.definition] }
  var problem: ParseProblem? { slot.problem }
}

extension Argument: Sendable where Value: Sendable {}

extension Argument where Value: ExpressibleByArgument {
  /// A required positional: a command line without it is a usage error.
  init(_ name: String, valueName: String? = nil, help: String) {
    slot = ArgumentSlot(single: .positional(name, valueName: valueName, help: help), absent: nil)
  }
}

extension Argument {
  /// A positional that may be left out: `nil` then.
  init<Wrapped: ExpressibleByArgument>(_ name: String, valueName: String? = nil, help: String)
  where Value == Wrapped? {
    slot = ArgumentSlot(optional: .positional(name, valueName: valueName, required: false, help: help))
  }

  /// Every remaining word; at least one unless `required` is `false`.
  init<Element: ExpressibleByArgument>(
    _ name: String, valueName: String? = nil, required: Bool = true, help: String
  ) where Value == [Element] {
    slot = ArgumentSlot(
      repeating: .positional(name, valueName: valueName, repeating: true, required: required, help: help))
  }
}
