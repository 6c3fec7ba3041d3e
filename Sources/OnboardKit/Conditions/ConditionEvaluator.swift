/// Evaluates condition JSON against attributes the way GrowthBook's
/// JavaScript SDK (`mongrule.ts`) does.
///
/// The structure has been checked (see `ConditionChecker.isEvaluable`), so
/// every condition here is an object and every `$and`, `$or`, `$nor` an array
/// of objects; the guards below only keep the code total.
struct ConditionEvaluator {
  /// Saved groups by id, for `$inGroup` and `$notInGroup`.
  let savedGroups: [String: JSONValue]

  /// `evalCondition(object, condition)`: every entry must hold. Keys are
  /// `$or`, `$nor`, `$and`, `$not`, or a dotted attribute path.
  func matches(_ condition: JSONValue, _ object: JSONValue) -> Bool {
    guard case .object(let entries) = condition else { return false }
    return entries.allSatisfy { key, value in
      // Attribute paths, the usual keys, skip the operator comparisons.
      guard Condition.isOperatorName(key) else {
        return valueMatches(value, AttributePath.value(at: key, in: object))
      }
      return switch key {
      case "$or": anyMatches(value, object)
      case "$nor": !anyMatches(value, object)
      case "$and": (value.arrayValue ?? []).allSatisfy { matches($0, object) }
      case "$not": !matches(value, object)
      default: valueMatches(value, AttributePath.value(at: key, in: object))
      }
    }
  }

  /// `$or`: an empty list passes (so an empty `$nor` fails).
  private func anyMatches(_ conditions: JSONValue, _ object: JSONValue) -> Bool {
    guard case .array(let list) = conditions else { return false }
    return list.isEmpty || list.contains { matches($0, object) }
  }

  /// `evalConditionValue(condition, value)`: an operator object applies each
  /// operator; anything else is JavaScript's loose equality as GrowthBook
  /// writes it (`value + "" === condition` for a string, `value * 1 ===
  /// condition` for a number, `JSON.stringify` for arrays and objects).
  func valueMatches(_ condition: JSONValue, _ value: JSONValue, ignoringCase: Bool = false) -> Bool {
    switch condition {
    case .string(let expected):
      let actual = JSSemantics.string(value)
      guard ignoringCase else { return actual.utf16.elementsEqual(expected.utf16) }
      return JSSemantics.lowercased(actual).utf16.elementsEqual(JSSemantics.lowercased(expected).utf16)
    case .number(let expected):
      return JSSemantics.number(value) == expected
    case .bool(let expected):
      return value != .null && JSSemantics.isTruthy(value) == expected
    case .null:
      return value == .null
    case .array:
      return JSSemantics.jsonEquals(value, condition)
    case .object(let operators):
      guard Condition.isOperatorObject(operators) else { return JSSemantics.jsonEquals(value, condition) }
      return operators.allSatisfy { operatorMatches($0.key, $0.value, value) }
    }
  }

  /// `$elemMatch`: some truthy element matches; an operator object tests the
  /// element itself, a condition tests its fields.
  func elementMatches(_ condition: JSONValue, _ value: JSONValue) -> Bool {
    guard case .array(let items) = value else { return false }
    let testsElements: Bool
    if case .object(let members) = condition {
      testsElements = Condition.isOperatorObject(members)
    } else {
      testsElements = false
    }
    return items.contains { item in
      JSSemantics.isTruthy(item) && (testsElements ? valueMatches(condition, item) : matches(condition, item))
    }
  }

  /// `isIn`: a scalar is in the list, or an array shares an element with it.
  func isIn(_ value: JSONValue, _ list: [JSONValue], ignoringCase: Bool) -> Bool {
    func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
      guard ignoringCase else { return JSSemantics.sameValueZero(a, b) }
      return JSSemantics.strictEquals(folded(a), folded(b))
    }
    if case .array(let items) = value {
      return items.contains { item in list.contains { same(item, $0) } }
    }
    return list.contains { same(value, $0) }
  }

  /// `$all`: every listed condition value matches some element.
  func containsAll(_ value: JSONValue, _ list: [JSONValue], ignoringCase: Bool) -> Bool {
    guard case .array(let items) = value else { return false }
    return list.allSatisfy { expected in
      items.contains { valueMatches(expected, $0, ignoringCase: ignoringCase) }
    }
  }

  private func folded(_ value: JSONValue) -> JSONValue {
    guard case .string(let text) = value else { return value }
    return .string(JSSemantics.lowercased(text))
  }
}
