/// A GrowthBook targeting condition: MongoDB-style JSON that attributes
/// either match or not.
///
/// ``evaluate(_:savedGroups:)`` gives the answer GrowthBook's JavaScript SDK
/// gives (`evalCondition`), including its JavaScript conversions between
/// types, and passes GrowthBook's cross-SDK conformance cases:
///
/// ```swift
/// let adults = Condition(.object([
///   "age": .object(["$gte": .number(18)]),
///   "country": .object(["$in": .array([.string("FR"), .string("DE")])]),
/// ]))
/// adults.evaluate(.object(["age": .number(30), "country": .string("FR")]))  // true
/// adults.evaluate(.object(["country": .string("FR")]))  // false: null >= 18 is false
/// ```
///
/// ``problems()`` checks a condition without evaluating it, for `onboard check`.
package struct Condition: Sendable, Hashable, Codable {
  /// The condition as written.
  package var json: JSONValue {
    didSet { isEvaluable = ConditionChecker.isEvaluable(json) }
  }
  /// False when the structure cannot be evaluated at all (see ``evaluate(_:savedGroups:)``).
  private(set) var isEvaluable: Bool

  /// Wraps condition JSON; any value is accepted, and ``problems()`` says what
  /// is wrong with it.
  package init(_ json: JSONValue) {
    self.json = json
    self.isEvaluable = ConditionChecker.isEvaluable(json)
  }

  /// Decodes the condition from any JSON value.
  package init(from decoder: any Decoder) throws {
    self.init(try JSONValue(from: decoder))
  }

  /// Encodes the condition as the JSON it wraps.
  package func encode(to encoder: any Encoder) throws {
    try json.encode(to: encoder)
  }

  /// Two conditions are equal when their JSON is.
  package static func == (lhs: Condition, rhs: Condition) -> Bool {
    lhs.json == rhs.json
  }

  /// Hashes the JSON.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(json)
  }

  /// Whether `attributes` satisfy the condition, as GrowthBook's SDKs decide.
  ///
  /// - Missing attributes and paths read as `null`; comparisons between types
  ///   follow JavaScript (`null < 10`, `8 > "5"`, `"10" == 10` as implicit
  ///   equality).
  /// - `$regex` and its variants are JavaScript patterns run by ICU; an
  ///   invalid pattern, one over 1,000 UTF-16 code units, an input over
  ///   10,000, or a match running over 100 ms makes the operator false.
  /// - A condition whose structure cannot be evaluated — not an object, an
  ///   `$and`/`$or`/`$nor` that is not an array of objects, `$not` or a field
  ///   `$elemMatch` without an object, nesting deeper than 64 — is false as a
  ///   whole, so `$not` cannot turn a mistake into a match.
  ///
  /// - Parameters:
  ///   - attributes: The user's attributes, usually an object.
  ///   - savedGroups: Lists of values by group id, for `$inGroup`.
  package func evaluate(_ attributes: JSONValue, savedGroups: [String: JSONValue] = [:]) -> Bool {
    isEvaluable && ConditionEvaluator(savedGroups: savedGroups).matches(json, attributes)
  }

  /// Everything wrong with the condition, found without evaluating it:
  /// unknown `$` operators (with a suggestion when one is close), operators
  /// where attribute names go, operator values of the wrong shape, unusable
  /// `$regex` patterns, and nesting beyond the limit. Empty when all is well.
  package func problems() -> [ConditionProblem] {
    ConditionChecker.problems(in: json)
  }

  /// Every operator GrowthBook conditions support, `$and` to `$vlte`.
  package static let operators: Set<String> = logicalOperators.union(valueOperators)

  /// Operators whose value is a condition or a list of conditions.
  static let logicalOperators: Set<String> = ["$and", "$or", "$nor", "$not"]

  /// Operators that test an attribute's value (`$not` is both kinds).
  static let valueOperators = Set(ConditionOperator.allCases.map(\.rawValue))

  /// GrowthBook's `isOperatorObject`: not empty, and every key starts with `$`.
  static func isOperatorObject(_ members: [String: JSONValue]) -> Bool {
    !members.isEmpty && members.keys.allSatisfy(isOperatorName)
  }

  /// Whether a key starts with `$`.
  static func isOperatorName(_ key: String) -> Bool {
    key.utf16.first == 0x24
  }
}
