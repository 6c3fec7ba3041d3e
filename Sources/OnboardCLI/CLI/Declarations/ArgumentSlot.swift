/// What an ``Option`` or ``Argument`` holds: its definition, and — when made
/// while the command line is in scope (``ArgumentContext``) — its value, or
/// the problem its words had.
struct ArgumentSlot<Value> {
  /// The name, help and kind.
  let definition: ArgumentDefinition
  /// The converted value; `nil` only for a required one before parsing.
  var value: Value?
  /// The first of its words that did not convert.
  var problem: ParseProblem?

  /// Reads `definition`'s words in scope: `convert` turns them (never empty)
  /// into the value; without any, the value is `absent`.
  init(
    _ definition: ArgumentDefinition, absent: Value?,
    convert: ([String]) throws(ParseProblem) -> Value
  ) {
    self.definition = definition
    value = absent
    guard let words = ArgumentContext.values?.words(for: definition), !words.isEmpty else { return }
    do {
      value = try convert(words)
    } catch {
      problem = error
    }
  }

  /// The value. Reading a required one that was never parsed is a mistake in
  /// the program (the parser refuses a command line without it), not in input.
  var wrappedValue: Value {
    get {
      guard let value else { preconditionFailure("\(definition.errorLabel) was read before it was parsed") }
      return value
    }
    set { value = newValue }
  }
}

extension ArgumentSlot: Sendable where Value: Sendable {}

extension ArgumentSlot where Value: ExpressibleByArgument {
  /// One value: the last word given.
  init(single definition: ArgumentDefinition, absent: Value?) {
    self.init(definition, absent: absent) { words throws(ParseProblem) in
      try Value.converting(words[words.count - 1], label: definition.errorLabel)
    }
  }
}

extension ArgumentSlot {
  /// An optional value: the last word given, `nil` without one.
  init<Wrapped: ExpressibleByArgument>(optional definition: ArgumentDefinition) where Value == Wrapped? {
    self.init(definition, absent: .some(nil)) { words throws(ParseProblem) in
      try Wrapped.converting(words[words.count - 1], label: definition.errorLabel)
    }
  }

  /// Every word given, in order; empty without any.
  init<Element: ExpressibleByArgument>(repeating definition: ArgumentDefinition) where Value == [Element] {
    self.init(definition, absent: []) { words throws(ParseProblem) in
      var converted: [Element] = []
      for word in words { converted.append(try Element.converting(word, label: definition.errorLabel)) }
      return converted
    }
  }
}
