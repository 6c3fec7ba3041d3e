/// A condition taken apart once so that evaluating it neither walks its JSON
/// nor needs the attributes gathered into one object: each top-level entry
/// names one attribute, and the caller hands over that attribute's value
/// only when the entry is reached.
///
/// Only conditions whose top-level keys are plain attribute names (no
/// `$and`/`$or`/`$nor`/`$not`, no dotted path) are compiled; everything else
/// stays with ``Condition/evaluate(_:savedGroups:)``. The answers are the
/// same: each entry is tested by the evaluator's own `valueMatches` or
/// `operatorMatches`, and the entries of an object are independent, so
/// their order does not matter.
///
/// ```swift
/// let minors = CompiledCondition(Condition(.object(["age": .object(["$lt": .number(18)])])))
/// minors?.terms.map(\.name)                        // ["age"]
/// minors?.evaluate { _ in .number(15) }            // true
/// ```
struct CompiledCondition: Sendable {
  /// One entry of the condition: an attribute and what its value must satisfy.
  struct Term: Sendable {
    /// The attribute (or model field) the entry reads.
    let name: String
    /// What its value must satisfy.
    let test: Test

    /// Whether the test is equality with a string, number, boolean or null.
    var isPlainValue: Bool {
      switch test {
      case .equals(.array), .equals(.object), .operators: false
      case .equals: true
      }
    }
  }

  /// What an entry's value must satisfy.
  enum Test: Sendable {
    /// Not an operator object: GrowthBook's loose equality with this value.
    case equals(JSONValue)
    /// An operator object: every operator holds.
    case operators([(op: ConditionOperator, expected: JSONValue)])
  }

  /// The entries; every one must hold. Plain values come first, so a
  /// mismatch there spares reading the others (often lists).
  let terms: [Term]

  /// The compiled form of `condition`; `nil` when it has logical operators
  /// or dotted paths at its top level (evaluate those as written). A
  /// condition that cannot be evaluated compiles to one that never holds.
  init?(_ condition: Condition) {
    guard case .object(let entries) = condition.json else {
      if condition.isEvaluable { return nil }
      terms = []
      isEvaluable = false
      return
    }
    var terms: [Term] = []
    for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
      guard !Condition.isOperatorName(name), !name.utf8.contains(UInt8(ascii: ".")) else { return nil }
      terms.append(Term(name: name, test: Self.test(value)))
    }
    self.terms = terms.filter(\.isPlainValue) + terms.filter { !$0.isPlainValue }
    self.isEvaluable = condition.isEvaluable
  }

  /// False when the structure cannot be evaluated (see ``Condition/evaluate(_:savedGroups:)``).
  private let isEvaluable: Bool

  /// Whether the condition holds; `fact(i)` is the value of `terms[i].name`
  /// (`null` when there is none), asked for only when needed.
  func evaluate(_ fact: (Int) -> JSONValue) -> Bool {
    guard isEvaluable else { return false }
    let evaluator = ConditionEvaluator(savedGroups: [:])
    for index in terms.indices {
      let actual = fact(index)
      switch terms[index].test {
      case .equals(let expected):
        guard evaluator.valueMatches(expected, actual) else { return false }
      case .operators(let operators):
        for (op, expected) in operators where !evaluator.operatorMatches(op, expected, actual) {
          return false
        }
      }
    }
    return true
  }

  /// An entry's value as a test, as `valueMatches` reads it.
  private static func test(_ value: JSONValue) -> Test {
    guard case .object(let members) = value, Condition.isOperatorObject(members) else {
      return .equals(value)
    }
    var operators: [(op: ConditionOperator, expected: JSONValue)] = []
    for (name, expected) in members.sorted(by: { $0.key < $1.key }) {
      // An unknown operator: left to `valueMatches`, where it never holds.
      guard let op = ConditionOperator(rawValue: name) else { return .equals(value) }
      operators.append((op, expected))
    }
    return .operators(operators)
  }
}
