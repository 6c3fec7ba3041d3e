import Foundation
import Testing

@testable import OnboardKit

/// How conditions decide, beyond the conformance vectors: dates as strings,
/// JavaScript's comparisons across types, paths, saved groups, structure.
@Suite struct ConditionSemanticsTests {
  static func condition(_ json: String) throws -> Condition {
    try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
  }

  static func attributes(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  static func check(_ condition: String, _ attributes: String, _ expected: Bool) throws {
    #expect(try Self.condition(condition).evaluate(Self.attributes(attributes)) == expected)
  }

  @Test(arguments: [
    (#"{"signup": "2024-01-15"}"#, true),
    (#"{"signup": "2024-02-01"}"#, false),
    (#"{"signup": "2023-12-31"}"#, false),
    (#"{"signup": "2024-01-01"}"#, true),
    (#"{"signup": "2024-01-31T23:59:59Z"}"#, true),
    (#"{}"#, false),
  ])
  func datesCompareAsStrings(attributes: String, expected: Bool) throws {
    try Self.check(#"{"signup": {"$gte": "2024-01-01", "$lt": "2024-02-01"}}"#, attributes, expected)
  }

  @Test(arguments: [
    // A number against a string compares as numbers; two strings compare by code units.
    (#"{"n": {"$gt": "5"}}"#, #"{"n": 8}"#, true),
    (#"{"n": {"$gt": "5"}}"#, #"{"n": "10"}"#, false),
    (#"{"n": {"$gt": 5}}"#, #"{"n": "10"}"#, true),
    (#"{"n": {"$gt": 5}}"#, #"{"n": "ten"}"#, false),
    (#"{"n": {"$lte": 5}}"#, #"{"n": "ten"}"#, false),
    // A missing attribute is null, which is 0 in arithmetic comparisons.
    (#"{"n": {"$lt": 1}}"#, #"{}"#, true),
    (#"{"n": {"$gte": 0}}"#, #"{}"#, true),
    (#"{"n": {"$gt": "a"}}"#, #"{}"#, false),
    (#"{"b": {"$gt": false}}"#, #"{"b": true}"#, true),
    (#"{"a": {"$gt": 1}}"#, #"{"a": [2]}"#, true),
    // Implicit equality converts; $eq does not.
    (#"{"n": "10"}"#, #"{"n": 10}"#, true),
    (#"{"n": 10}"#, #"{"n": "10"}"#, true),
    (#"{"n": 10}"#, #"{"n": " 10 "}"#, true),
    (#"{"n": 0}"#, #"{}"#, true),
    (#"{"n": {"$eq": "10"}}"#, #"{"n": 10}"#, false),
    (#"{"n": {"$ne": "10"}}"#, #"{"n": 10}"#, true),
    (#"{"flag": true}"#, #"{"flag": 1}"#, true),
    (#"{"flag": false}"#, #"{"flag": ""}"#, true),
    (#"{"flag": false}"#, #"{}"#, false),
    (#"{"tags": "a,b"}"#, #"{"tags": ["a", "b"]}"#, true),
    (#"{"o": {"y": 2, "x": 1}}"#, #"{"o": {"x": 1, "y": 2}}"#, true),
    (#"{"o": {}}"#, #"{"o": {}}"#, true),
    (#"{"o": {}}"#, #"{"o": {"x": 1}}"#, false),
    // $in uses ===, element by element for arrays.
    (#"{"n": {"$in": ["1", 2]}}"#, #"{"n": 1}"#, false),
    (#"{"n": {"$in": [[1]]}}"#, #"{"n": [1]}"#, false),
    (#"{"n": {"$ini": ["ABC"]}}"#, #"{"n": ["x", "abc"]}"#, true),
    (#"{"n": {"$nin": "abc"}}"#, #"{"n": "a"}"#, false),
    // Versions: numbers are written as JavaScript writes them; others are "0".
    (#"{"v": {"$vgt": "1.9.0"}}"#, #"{"v": "1.10.0"}"#, true),
    (#"{"v": {"$veq": "2"}}"#, #"{"v": 2}"#, true),
    (#"{"v": {"$vlt": "0.0.1"}}"#, #"{}"#, true),
    (#"{"v": {"$vne": "1.0.0"}}"#, #"{"v": "v1.0.0+build.5"}"#, false),
  ])
  func comparesAcrossTypesAsJavaScriptDoes(condition: String, attributes: String, expected: Bool) throws {
    try Self.check(condition, attributes, expected)
  }

  @Test(arguments: [
    (#"{"a.b.c": 1}"#, #"{"a": {"b": {"c": 1}}}"#, true),
    (#"{"tags.0": "x"}"#, #"{"tags": ["x", "y"]}"#, true),
    (#"{"tags.length": 2}"#, #"{"tags": ["x", "y"]}"#, true),
    (#"{"tags.01": {"$exists": true}}"#, #"{"tags": ["x", "y"]}"#, false),
    (#"{"name.length": {"$exists": true}}"#, #"{"name": "abc"}"#, false),
    (#"{"a.b": {"$exists": false}}"#, #"{"a": 5}"#, true),
    (#"{"a.": {"$exists": true}}"#, #"{"a": {"": 1}}"#, true),
  ])
  func readsDottedPaths(condition: String, attributes: String, expected: Bool) throws {
    try Self.check(condition, attributes, expected)
  }

  @Test(arguments: [
    (#"{"tags": {"$elemMatch": {"$eq": 0}}}"#, #"{"tags": [0, 1]}"#, false),
    (#"{"tags": {"$size": {"$gte": 2}}}"#, #"{"tags": [0, null]}"#, true),
    (#"{"tags": {"$all": []}}"#, #"{"tags": "x"}"#, false),
    (#"{"tags": {"$all": []}}"#, #"{"tags": []}"#, true),
    (#"{"tags": {"$alli": ["A", {"$regex": "^b"}]}}"#, #"{"tags": ["a", "bc"]}"#, true),
    (#"{"a": {"$exists": 0}}"#, #"{"a": null}"#, true),
    (#"{"a": {"$exists": "yes"}}"#, #"{"a": 0}"#, true),
    (#"{"a": {"$type": "number"}}"#, #"{}"#, false),
    (#"{"a": {"$type": "null"}}"#, #"{}"#, true),
    (#"{"$or": []}"#, #"{}"#, true),
    (#"{"$nor": []}"#, #"{}"#, false),
    (#"{"a": {}}"#, #"{"a": 1}"#, false),
    (#"{"a": {"$bogus": 1}}"#, #"{"a": 1}"#, false),
  ])
  func followsTheJavaScriptSDKAtTheEdges(condition: String, attributes: String, expected: Bool) throws {
    try Self.check(condition, attributes, expected)
  }

  @Test func savedGroups() throws {
    let groups: [String: JSONValue] = [
      "staff": .array([.number(1), .string("2")]), "empty": .null, "broken": .string("1,2"),
    ]
    func check(_ condition: String, _ id: JSONValue, _ expected: Bool) throws {
      #expect(try Self.condition(condition).evaluate(.object(["id": id]), savedGroups: groups) == expected)
    }
    try check(#"{"id": {"$inGroup": "staff"}}"#, .number(1), true)
    try check(#"{"id": {"$inGroup": "staff"}}"#, .string("1"), false)
    try check(#"{"id": {"$inGroup": "staff"}}"#, .array([.number(7), .string("2")]), true)
    try check(#"{"id": {"$notInGroup": "unknown"}}"#, .number(1), true)
    try check(#"{"id": {"$notInGroup": "empty"}}"#, .number(1), true)
    // A group that is not a list fails both operators.
    try check(#"{"id": {"$inGroup": "broken"}}"#, .number(1), false)
    try check(#"{"id": {"$notInGroup": "broken"}}"#, .number(1), false)
  }

  @Test(arguments: [
    #"{"$not": {"$and": {"a": 1}}}"#,
    #"{"$not": {"$or": [1]}}"#,
    #"{"$nor": [{"$not": "a"}]}"#,
    #"{"tags": {"$not": {"$elemMatch": 5}}}"#,
    #"[{"a": 1}]"#,
    #""a""#,
  ])
  func unevaluableStructureIsFalseEvenUnderNot(condition: String) throws {
    #expect(try !Self.condition(condition).evaluate(Self.attributes(#"{"a": 1, "tags": [1]}"#)))
  }

  @Test func deepNestingIsFalseNotACrash() {
    var json = JSONValue.object(["a": .number(1)])
    for _ in 0..<2_000 { json = .object(["$not": .object(["$not": json])]) }
    #expect(!Condition(json).evaluate(.object(["a": .number(1)])))
    // 62 `$not`, the condition `{"a": …}` and its value: 64 levels.
    var fits = JSONValue.object(["a": .number(1)])
    for _ in 0..<31 { fits = .object(["$not": .object(["$not": fits])]) }
    #expect(Condition(fits).evaluate(.object(["a": .number(1)])))
  }

  @Test func evaluatesAnyOrderOfKeysAlike() throws {
    let condition = try Self.condition(
      #"{"b": {"$gt": 1}, "a": 1, "$not": {"c": 1}, "$or": [{"d": 1}, {"e": 1}]}"#)
    #expect(condition.evaluate(try Self.attributes(#"{"a": 1, "b": 2, "c": 2, "e": 1}"#)))
    #expect(!condition.evaluate(try Self.attributes(#"{"a": 1, "b": 2, "c": 1, "e": 1}"#)))
  }
}
