import Foundation
import Testing

@testable import OnboardKit

/// `Condition.attributeNames`: which attributes a flow's conditions read.
@Suite struct ConditionAttributeNamesTests {
  @Test(arguments: [
    (#"{"age": {"$gt": 1}, "country": "FR"}"#, ["age", "country"]),
    (#"{"father.age": {"$gt": 65}, "bday": {"$regex": "-12-25$"}}"#, ["father", "bday"]),
    (
      #"{"$and": [{"a": 1}, {"$or": [{"b": 1}, {"c.d": 1}]}], "$nor": [{"e": 1}], "$not": {"f": 1}}"#,
      ["a", "b", "c", "e", "f"]
    ),
    (#"{"hobbies": {"$elemMatch": {"name": {"$regex": "^p"}}}}"#, ["hobbies"]),
    (#"{"$groups": {"$elemMatch": {"$eq": "a"}}}"#, ["$groups"]),
    (#"{"$gt": 5, "a": 1}"#, ["a"]),
    (#"{"$and": "oops", "b": 1}"#, ["b"]),
    (#"{}"#, []),
    (#"[1]"#, []),
  ])
  func listsTopLevelAttributes(json: String, expected: [String]) throws {
    let condition = try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
    #expect(condition.attributeNames == Set(expected))
  }

  @Test func misspeltAttributesCanBeFound() throws {
    let condition = try JSONDecoder().decode(Condition.self, from: Data(#"{"emial": {"$regex": "@"}}"#.utf8))
    let declared = ["email", "age", "plan"]
    let unknown = condition.attributeNames.subtracting(declared)
    #expect(unknown.map { EditDistance.suggestion(for: $0, among: declared) } == ["email"])
  }
}

/// The flow checker's own walk must find exactly ``Condition/attributeNames``.
@Suite struct ConditionNamesTests {
  @Test(arguments: [
    #"{"age": {"$gt": 1}, "country": "FR"}"#,
    #"{"father.age": {"$gt": 65}, "bday": {"$regex": "-12-25$"}, "father.name": "x"}"#,
    #"{"$and": [{"a": 1}, {"$or": [{"b": 1}, {"c.d": 1}]}], "$nor": [{"e": 1}], "$not": {"f": 1}}"#,
    #"{"hobbies": {"$elemMatch": {"name": {"$regex": "^p"}}}}"#,
    #"{"$groups": {"$elemMatch": {"$eq": "a"}}, "$andx": 1, "$": 2}"#,
    #"{"$gt": 5, "a": 1, "$in": [1]}"#,
    #"{"$and": "oops", "b": 1, "$or": [1, {"c": 2}], "$not": 3}"#,
    #"{"a.\u0301b": 1, ".x": 2, "y.": 3, "": 4}"#,
    #"{}"#,
    #"[1]"#,
  ])
  func findsTheNamesThatAttributeNamesFinds(json: String) throws {
    let condition = try JSONDecoder().decode(Condition.self, from: Data(json.utf8))
    var names: [String] = []
    ConditionNames.forEach(in: condition.json) { names.append($0) }
    #expect(Set(names) == condition.attributeNames)
  }

  @Test func stopsWhereAttributeNamesStops() {
    var json = JSONValue.object(["deep": .number(1)])
    for _ in 0..<80 { json = .object(["$not": json]) }
    var names: [String] = []
    ConditionNames.forEach(in: json) { names.append($0) }
    #expect(Set(names) == Condition(json).attributeNames)
  }
}
