/// Walks condition JSON without attributes and lists what is wrong with it:
/// unknown operators, values of the wrong shape, unusable patterns.
///
/// Problems come in a fixed order (keys sorted), so messages are stable.
struct ConditionChecker {
  /// How deep conditions and operator values may nest.
  static let maxDepth = 64

  private(set) var problems: [ConditionProblem] = []
  private var path: [ConditionProblem.PathComponent] = []
  /// Whether to compile `$regex` patterns (skipped when only the structure matters).
  private let checksPatterns: Bool

  private init(checksPatterns: Bool) {
    self.checksPatterns = checksPatterns
  }

  /// Everything wrong with a condition.
  static func problems(in json: JSONValue) -> [ConditionProblem] {
    var checker = ConditionChecker(checksPatterns: true)
    checker.checkCondition(json, depth: 0)
    return checker.problems
  }

  /// Whether a condition's structure can be evaluated at all.
  static func isEvaluable(_ json: JSONValue) -> Bool {
    var checker = ConditionChecker(checksPatterns: false)
    checker.checkCondition(json, depth: 0)
    return !checker.problems.contains { $0.isStructural }
  }

  private mutating func report(_ kind: ConditionProblem.Kind, structural: Bool = false) {
    problems.append(ConditionProblem(path: path, kind: kind, isStructural: structural))
  }

  private mutating func within(_ component: ConditionProblem.PathComponent, _ body: (inout Self) -> Void) {
    path.append(component)
    body(&self)
    path.removeLast()
  }

  private mutating func expect(_ expected: String, _ value: JSONValue, structural: Bool = false) {
    let found =
      switch value {
      case .null: "null"
      case .array, .object: "an " + JSSemantics.typeName(value)
      default: "a " + JSSemantics.typeName(value)
      }
    report(.wrongShape(expected: expected, found: found), structural: structural)
  }

  /// An object whose keys are `$and`, `$or`, `$nor`, `$not` or attribute paths.
  private mutating func checkCondition(_ json: JSONValue, depth: Int) {
    guard depth <= Self.maxDepth else { return report(.tooDeep(limit: Self.maxDepth), structural: true) }
    guard case .object(let entries) = json else {
      return expect("a condition object", json, structural: true)
    }
    for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
      within(.key(key)) { checker in
        switch key {
        case "$and", "$or", "$nor":
          guard case .array(let items) = value else {
            return checker.expect("an array of conditions", value, structural: true)
          }
          for (index, item) in items.enumerated() {
            checker.within(.index(index)) { $0.checkCondition(item, depth: depth + 1) }
          }
        case "$not":
          checker.checkCondition(value, depth: depth + 1)
        default:
          if Condition.valueOperators.contains(key) {
            checker.report(.misplacedOperator(key))
          } else if Condition.isOperatorName(key),
            let suggestion = EditDistance.suggestion(for: key, among: Condition.logicalOperators.sorted())
          {
            checker.report(.unknownOperator(key, suggestion: suggestion))
          }
          // Any other `$` key is an attribute path, as in GrowthBook.
          checker.checkValue(value, depth: depth + 1)
        }
      }
    }
  }

  /// What an attribute is compared with: a literal, or an object of operators.
  private mutating func checkValue(_ value: JSONValue, depth: Int) {
    guard depth <= Self.maxDepth else { return report(.tooDeep(limit: Self.maxDepth), structural: true) }
    guard case .object(let members) = value, members.keys.contains(where: Condition.isOperatorName) else {
      return
    }
    guard Condition.isOperatorObject(members) else { return report(.mixedOperatorsAndFields) }
    for (name, argument) in members.sorted(by: { $0.key < $1.key }) {
      within(.key(name)) { $0.checkOperator(name, argument, depth: depth) }
    }
  }

  private mutating func checkOperator(_ name: String, _ argument: JSONValue, depth: Int) {
    switch (name, argument) {
    case ("$eq", .array), ("$eq", .object), ("$ne", .array), ("$ne", .object):
      expect("a string, number, boolean or null (arrays and objects are never ===)", argument)
    case ("$lt", _), ("$lte", _), ("$gt", _), ("$gte", _):
      if argument.stringValue == nil, argument.numberValue == nil { expect("a number or a string", argument) }
    case ("$veq", _), ("$vne", _), ("$vgt", _), ("$vgte", _), ("$vlt", _), ("$vlte", _):
      if argument.stringValue == nil, argument.numberValue == nil { expect("a version string", argument) }
    case ("$in", _), ("$nin", _), ("$ini", _), ("$nini", _):
      if argument.arrayValue == nil { expect("an array", argument) }
    case ("$all", .array(let items)), ("$alli", .array(let items)):
      for (index, item) in items.enumerated() {
        within(.index(index)) { $0.checkValue(item, depth: depth + 1) }
      }
    case ("$all", _), ("$alli", _):
      expect("an array", argument)
    case ("$exists", .bool):
      break
    case ("$exists", _):
      expect("a boolean", argument)
    case ("$type", _):
      let types = ["string", "number", "boolean", "array", "object", "null"]
      if !types.contains(argument.stringValue ?? "") {
        expect("one of " + types.map { "\"\($0)\"" }.joined(separator: ", "), argument)
      }
    case ("$regex", .string(let pattern)), ("$notRegex", .string(let pattern)):
      checkPattern(pattern, ignoringCase: false)
    case ("$regexi", .string(let pattern)), ("$notRegexi", .string(let pattern)):
      checkPattern(pattern, ignoringCase: true)
    case ("$regex", _), ("$notRegex", _), ("$regexi", _), ("$notRegexi", _):
      expect("a string (a JavaScript regular expression)", argument)
    case ("$not", _):
      checkValue(argument, depth: depth + 1)
    case ("$size", .number):
      break
    case ("$size", .object):
      checkValue(argument, depth: depth + 1)
    case ("$size", _):
      expect("a number or an object of operators", argument)
    case ("$elemMatch", .object(let members)):
      if Condition.isOperatorObject(members) {
        checkValue(argument, depth: depth + 1)
      } else {
        checkCondition(argument, depth: depth + 1)
      }
    case ("$elemMatch", _):
      expect("an object (operators, or a condition on fields)", argument, structural: true)
    case ("$inGroup", _), ("$notInGroup", _):
      if argument.stringValue == nil { expect("a saved group id (a string)", argument) }
    default:
      if !Condition.valueOperators.contains(name) {
        let suggestion = EditDistance.suggestion(for: name, among: Condition.valueOperators.sorted())
        report(.unknownOperator(name, suggestion: suggestion))
      }
    }
  }

  private mutating func checkPattern(_ pattern: String, ignoringCase: Bool) {
    guard checksPatterns else { return }
    if case .failure(let failure) = JSRegex.compile(pattern, ignoringCase: ignoringCase) {
      report(.invalidRegex(reason: failure.reason))
    }
  }
}
