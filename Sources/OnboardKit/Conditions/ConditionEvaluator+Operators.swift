extension ConditionEvaluator {
  /// `evalOperatorCondition(operator, actual, expected)`. An unknown operator
  /// is false, as in every GrowthBook SDK.
  func operatorMatches(_ name: String, _ expected: JSONValue, _ actual: JSONValue) -> Bool {
    ConditionOperator(rawValue: name).map { operatorMatches($0, expected, actual) } ?? false
  }

  /// `evalOperatorCondition` for an operator already recognised.
  func operatorMatches(_ op: ConditionOperator, _ expected: JSONValue, _ actual: JSONValue) -> Bool {
    switch op {
    case .eq: JSSemantics.strictEquals(actual, expected)
    case .ne: !JSSemantics.strictEquals(actual, expected)
    // JavaScript's `a <= b` is `!(b < a)` with NaN making both false.
    case .lt: JSSemantics.isLess(actual, expected) == true
    case .lte: JSSemantics.isLess(expected, actual) == false
    case .gt: JSSemantics.isLess(expected, actual) == true
    case .gte: JSSemantics.isLess(actual, expected) == false
    case .veq, .vne, .vgt, .vgte, .vlt, .vlte: versionMatches(op, expected, actual)
    case .exists: JSSemantics.isTruthy(expected) ? actual != .null : actual == .null
    case .in: expected.arrayValue.map { isIn(actual, $0, ignoringCase: false) } ?? false
    case .nin: expected.arrayValue.map { !isIn(actual, $0, ignoringCase: false) } ?? false
    case .ini: expected.arrayValue.map { isIn(actual, $0, ignoringCase: true) } ?? false
    case .nini: expected.arrayValue.map { !isIn(actual, $0, ignoringCase: true) } ?? false
    case .all: expected.arrayValue.map { containsAll(actual, $0, ignoringCase: false) } ?? false
    case .alli: expected.arrayValue.map { containsAll(actual, $0, ignoringCase: true) } ?? false
    case .inGroup: savedGroup(expected).map { isIn(actual, $0, ignoringCase: false) } ?? false
    case .notInGroup: savedGroup(expected).map { !isIn(actual, $0, ignoringCase: false) } ?? false
    case .not: !valueMatches(expected, actual)
    case .size: actual.arrayValue.map { valueMatches(expected, .number(Double($0.count))) } ?? false
    case .elemMatch: elementMatches(expected, actual)
    case .type: expected.stringValue == JSSemantics.typeName(actual)
    case .regex: regexMatches(expected, actual, ignoringCase: false) ?? false
    case .regexi: regexMatches(expected, actual, ignoringCase: true) ?? false
    case .notRegex: regexMatches(expected, actual, ignoringCase: false).map(!) ?? false
    case .notRegexi: regexMatches(expected, actual, ignoringCase: true).map(!) ?? false
    }
  }

  /// Compares `paddedVersionString`s by code units.
  private func versionMatches(_ op: ConditionOperator, _ expected: JSONValue, _ actual: JSONValue) -> Bool {
    let left = PaddedVersion.string(actual).utf16
    let right = PaddedVersion.string(expected).utf16
    let less = left.lexicographicallyPrecedes(right)
    let equal = left.elementsEqual(right)
    switch op {
    case .veq: return equal
    case .vne: return !equal
    case .vgt: return !less && !equal
    case .vgte: return !less
    case .vlt: return less
    default: return less || equal
    }
  }

  /// `savedGroups[id] || []`; `nil` for a group that is neither a list nor
  /// empty, which fails `$inGroup` and `$notInGroup` alike.
  private func savedGroup(_ id: JSONValue) -> [JSONValue]? {
    let group = savedGroups[JSSemantics.string(id)] ?? .null
    if case .array(let members) = group { return members }
    return JSSemantics.isTruthy(group) ? nil : []
  }

  /// `new RegExp(pattern).test(String(actual))`; `nil` when the pattern is
  /// not a usable string or the limits stop the test (the operator is then
  /// false, negated or not).
  private func regexMatches(_ pattern: JSONValue, _ actual: JSONValue, ignoringCase: Bool) -> Bool? {
    guard case .string(let source) = pattern else { return nil }
    return JSRegex.test(source, ignoringCase: ignoringCase, on: JSSemantics.string(actual))
  }
}
