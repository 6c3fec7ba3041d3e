import Foundation
import Testing

@testable import OnboardKit

/// `Condition.problems()`: what a flow checker reports, word for word.
@Suite struct ConditionProblemsTests {
  /// Parses condition JSON written in the test.
  static func condition(_ json: String) throws -> Condition {
    try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
  }

  @Test(arguments: [
    (#"{"age": {"$gte": 18}, "country": {"$in": ["FR", "DE"]}}"#),
    (#"{"$or": [{"a": 1}, {"b": {"$regex": "^x"}}], "$not": {"c": {"$exists": true}}}"#),
    (#"{"$groups": {"$elemMatch": {"$eq": "a"}}}"#),
    (#"{"hobbies": {"$elemMatch": {"name": {"$regexi": "^ping"}}}}"#),
    (#"{"tags": {"$all": [{"$regex": "a"}, "b"]}, "n": {"$size": {"$gt": 1}}}"#),
    (#"{"address": {"city": "Paris"}, "empty": {}}"#),
  ])
  func acceptsValidConditions(json: String) throws {
    #expect(try Self.condition(json).problems() == [])
  }

  @Test(arguments: [
    (#"{"age": {"$ltt": 18}}"#, ["age.$ltt: unknown operator '$ltt'; did you mean '$lt'?"]),
    (#"{"age": {"$foo": 18}}"#, ["age.$foo: unknown operator '$foo'"]),
    (#"{"$andd": [{"a": 1}]}"#, ["$andd: unknown operator '$andd'; did you mean '$and'?"]),
    (
      #"{"$gt": 5}"#,
      [
        "$gt: '$gt' tests a value and cannot stand where attribute names go; "
          + "to fix, put it under an attribute, as in {\"age\": {\"$gt\": …}}"
      ]
    ),
    (#"{"tags": {"$in": "a"}}"#, ["tags.$in: '$in' expects an array, not a string"]),
    (#"{"tags": {"$nini": {"a": 1}}}"#, ["tags.$nini: '$nini' expects an array, not an object"]),
    (#"{"$and": {"a": 1}}"#, ["$and: '$and' expects an array of conditions, not an object"]),
    (#"{"$or": [{"a": 1}, 2]}"#, ["$or[1]: expected a condition object, not a number"]),
    (#"{"$not": [{"a": 1}]}"#, ["$not: '$not' expects a condition object, not an array"]),
    (#"{"a": {"$exists": "yes"}}"#, ["a.$exists: '$exists' expects a boolean, not a string"]),
    (
      #"{"a": {"$type": "str"}}"#,
      [
        #"a.$type: '$type' expects one of "string", "number", "boolean", "array", "object", "null", not a string"#
      ]
    ),
    (#"{"a": {"$gt": [1]}}"#, ["a.$gt: '$gt' expects a number or a string, not an array"]),
    (#"{"v": {"$vgt": null}}"#, ["v.$vgt: '$vgt' expects a version string, not null"]),
    (
      #"{"a": {"$eq": [1]}}"#,
      [
        "a.$eq: '$eq' expects a string, number, boolean or null (arrays and objects are never ===), not an array"
      ]
    ),
    (
      #"{"id": {"$inGroup": 3}}"#,
      ["id.$inGroup: '$inGroup' expects a saved group id (a string), not a number"]
    ),
    (
      #"{"tags": {"$size": "2"}}"#,
      ["tags.$size: '$size' expects a number or an object of operators, not a string"]
    ),
    (
      #"{"tags": {"$elemMatch": 3}}"#,
      ["tags.$elemMatch: '$elemMatch' expects an object (operators, or a condition on fields), not a number"]
    ),
    (
      #"{"name": {"$regex": "[a-"}}"#,
      ["name.$regex: invalid regular expression: unterminated character class"]
    ),
    (#"{"name": {"$notRegexi": "a**"}}"#, ["name.$notRegexi: invalid regular expression: nothing to repeat"]),
    (
      #"{"name": {"$regex": "(?<n>a)\\k<m>"}}"#,
      ["name.$regex: invalid regular expression: invalid named capture referenced"]
    ),
    (
      #"{"name": {"$regex": 5}}"#,
      ["name.$regex: '$regex' expects a string (a JavaScript regular expression), not a number"]
    ),
    (
      #"{"tags": {"$in": ["a"], "b": 1}}"#,
      [
        "tags: object mixes operators and plain keys, so it is compared literally; "
          + "to fix, use only operators or only plain keys"
      ]
    ),
    (
      #"{"$or": [{"father.age": {"$gtt": 65}}], "a": {"$not": {"$inn": [1]}}}"#,
      [
        "$or[0].father.age.$gtt: unknown operator '$gtt'; did you mean '$gt'?",
        "a.$not.$inn: unknown operator '$inn'; did you mean '$in'?",
      ]
    ),
    (
      #"{"h": {"$elemMatch": {"name": {"$regexx": "^p"}}}, "t": {"$all": [{"$sizee": 1}]}}"#,
      [
        "h.$elemMatch.name.$regexx: unknown operator '$regexx'; did you mean '$regex'?",
        "t.$all[0].$sizee: unknown operator '$sizee'; did you mean '$size'?",
      ]
    ),
    (#"[1, 2]"#, ["expected a condition object, not an array"]),
  ])
  func reportsProblems(json: String, expected: [String]) throws {
    #expect(try Self.condition(json).problems().map(\.description) == expected)
  }

  @Test func pathsKeepDottedKeysWhole() throws {
    let problems = try Self.condition(#"{"$or": [{"father.age": {"$gtt": 65}}]}"#).problems()
    #expect(problems.map(\.path) == [[.key("$or"), .index(0), .key("father.age"), .key("$gtt")]])
    #expect(problems.map(\.kind) == [.unknownOperator("$gtt", suggestion: "$gt")])
    #expect(problems.map(\.pathDescription) == ["$or[0].father.age.$gtt"])
  }

  @Test func regexLimitsAreProblems() {
    let long = String(repeating: "a", count: JSRegex.maxPatternLength + 1)
    let problems = Condition(.object(["name": .object(["$regex": .string(long)])])).problems()
    #expect(
      problems.map(\.description) == [
        "name.$regex: invalid regular expression: pattern is longer than 1000 characters"
      ])
    let fits = String(repeating: "a", count: JSRegex.maxPatternLength)
    #expect(Condition(.object(["name": .object(["$regex": .string(fits)])])).problems() == [])
  }

  @Test func unboundedLookbehindIsReportedNotCrashed() {
    let condition = Condition(.object(["name": .object(["$regex": .string("(?<=a+)b")])]))
    #expect(condition.problems().map(\.kind) == [.invalidRegex(reason: JSRegex.Failure.unsupported.reason)])
    #expect(!condition.evaluate(.object(["name": .string("aab")])))
  }

  @Test func nestingDeeperThanTheLimitIsAProblem() {
    var json = JSONValue.object(["a": .number(1)])
    for _ in 0..<70 { json = .object(["$not": json]) }
    let problems = Condition(json).problems()
    #expect(problems.map(\.kind) == [.tooDeep(limit: 64)])
    #expect(problems.first?.path.count == 65)
  }

  @Test func problemsComeInKeyOrder() throws {
    let condition = try Self.condition(#"{"z": {"$b": 1, "$a": 2}, "a": {"$c": 3}}"#)
    #expect(condition.problems().map(\.pathDescription) == ["a.$c", "z.$a", "z.$b"])
  }

  @Test func everyOperatorIsListed() {
    let expected: Set<String> = [
      "$and", "$or", "$nor", "$not", "$eq", "$ne", "$lt", "$lte", "$gt", "$gte", "$in", "$nin", "$ini",
      "$nini", "$all", "$alli", "$exists", "$type", "$size", "$elemMatch", "$regex", "$regexi", "$notRegex",
      "$notRegexi", "$inGroup", "$notInGroup", "$veq", "$vne", "$vgt", "$vgte", "$vlt", "$vlte",
    ]
    #expect(Condition.operators == expected)
  }
}
