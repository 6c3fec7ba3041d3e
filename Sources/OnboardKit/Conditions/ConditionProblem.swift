/// Something wrong in a condition, found without evaluating it, with the path
/// to it inside the condition's JSON.
///
/// ```swift
/// Condition(.object(["age": .object(["$ltt": .number(18)])])).problems().map(\.description)
/// // ["age.$ltt: unknown operator '$ltt'; did you mean '$lt'?"]
/// ```
package struct ConditionProblem: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path into condition JSON: a key of an object or an index
  /// into an array. Keys are whole (`father.age` is one key), so a caller can
  /// walk the same steps through its own source nodes.
  package enum PathComponent: Sendable, Hashable {
    /// A key of an object.
    case key(String)
    /// An index into an array, from 0.
    case index(Int)
  }

  /// What is wrong.
  package enum Kind: Sendable, Hashable {
    /// A `$` key that is no operator, with the closest operator when one is near.
    case unknownOperator(String, suggestion: String?)
    /// An operator on a value, such as `$gt`, where attribute names go.
    case misplacedOperator(String)
    /// A value of the wrong JSON shape: what was expected, and what was found
    /// (`"an array"`, `"a string"`).
    case wrongShape(expected: String, found: String)
    /// A pattern for `$regex` and its variants that cannot be used, and why.
    case invalidRegex(reason: String)
    /// An object that mixes `$` operators with plain keys, so it is compared
    /// literally and its operators are ignored.
    case mixedOperatorsAndFields
    /// Nesting deeper than the limit.
    case tooDeep(limit: Int)
  }

  /// Where the problem is, from the condition's root.
  package let path: [PathComponent]
  /// What is wrong.
  package let kind: Kind
  /// Whether the problem makes the whole condition evaluate to false.
  let isStructural: Bool

  /// Creates a problem.
  init(path: [PathComponent], kind: Kind, isStructural: Bool = false) {
    self.path = path
    self.kind = kind
    self.isStructural = isStructural
  }

  /// The path as text: `age.$ltt`, `$and[1].father.age.$gt`; empty for the root.
  package var pathDescription: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// One sentence, lower case, no final period, as in ``Diagnostic``.
  package var message: String {
    switch kind {
    case .unknownOperator(let name, let suggestion):
      return "unknown operator '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .misplacedOperator(let name):
      return "'\(name)' tests a value and cannot stand where attribute names go; "
        + "to fix, put it under an attribute, as in {\"age\": {\"\(name)\": …}}"
    case .wrongShape(let expected, let found):
      guard case .key(let name) = path.last, Condition.isOperatorName(name) else {
        return "expected \(expected), not \(found)"
      }
      return "'\(name)' expects \(expected), not \(found)"
    case .invalidRegex(let reason):
      return "invalid regular expression: \(reason)"
    case .mixedOperatorsAndFields:
      return "object mixes operators and plain keys, so it is compared literally; "
        + "to fix, use only operators or only plain keys"
    case .tooDeep(let limit):
      return "condition is nested deeper than \(limit) levels"
    }
  }

  /// `path: message`, or the message alone at the root.
  package var description: String {
    path.isEmpty ? message : "\(pathDescription): \(message)"
  }
}
