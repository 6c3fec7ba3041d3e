/// Answers given from outside, as `onboard run --answers` and flow tests
/// read them: either one mapping `field: value` that every step takes its
/// fields from, or `steps:` — a list of actions in order.
///
/// ```yaml
/// steps:
///   - { firstName: Ada, lastName: Lovelace }
///   - back
///   - { lastName: Byron }
///   - skip
/// ```
package enum AnswerScript: Sendable, Hashable {
  /// Each step takes the fields it asks for from one mapping, then submits.
  case mapping([String: JSONValue])
  /// Actions in order.
  case steps([Step])

  /// One scripted action.
  package enum Step: Sendable, Hashable {
    /// Answer these fields on the current step, then submit.
    case answers([String: JSONValue])
    /// Go back one step.
    case back
    /// Skip the current step.
    case skip
    /// Give up.
    case abandon
  }

  /// Reads a script from its JSON form; the error says what is wrong and where.
  package init(json: JSONValue) throws(AnswerScriptError) {
    guard case .object(let members) = json else {
      throw AnswerScriptError("the answers must be a mapping of field: value, or have 'steps:'")
    }
    guard members.count == 1, let steps = members["steps"] else {
      self = .mapping(members)
      return
    }
    guard case .array(let items) = steps else {
      throw AnswerScriptError("'steps' must be a list of answer mappings and the words back, skip or abandon")
    }
    var parsed: [Step] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .object(let answers): parsed.append(.answers(answers))
      case .string("back"): parsed.append(.back)
      case .string("skip"): parsed.append(.skip)
      case .string("abandon"): parsed.append(.abandon)
      default:
        throw AnswerScriptError(
          "item \(index + 1) of 'steps' is \(JSONWriter.value(item)); expected a mapping of answers or back, skip, abandon"
        )
      }
    }
    self = .steps(parsed)
  }

  /// Every field name the script answers.
  package var fieldNames: Set<String> {
    switch self {
    case .mapping(let answers): return Set(answers.keys)
    case .steps(let steps):
      return Set(
        steps.flatMap { step -> [String] in
          if case .answers(let answers) = step { return Array(answers.keys) }
          return []
        })
    }
  }
}

/// Why an answers file cannot be used.
package struct AnswerScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
