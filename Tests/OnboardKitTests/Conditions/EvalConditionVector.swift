import Foundation
import Testing

@testable import OnboardKit

/// One `evalCondition` case of GrowthBook's cross-SDK conformance file:
/// `[name, condition, attributes, expected, savedGroups?]`.
struct EvalConditionVector: Sendable, CustomTestStringConvertible {
  let name: String
  let condition: JSONValue
  let attributes: JSONValue
  let expected: Bool
  let savedGroups: [String: JSONValue]

  var testDescription: String { name }

  /// Every vector, in file order (empty if the file cannot be read, which
  /// `ConditionConformanceTests.readsEveryVector` reports).
  static let all: [EvalConditionVector] = (try? load()) ?? []

  struct FixtureError: Error, CustomStringConvertible {
    let description: String
  }

  static func load() throws -> [EvalConditionVector] {
    guard
      let url = Bundle.module.url(
        forResource: "growthbook-conformance", withExtension: "json", subdirectory: "Fixtures")
    else { throw FixtureError(description: "Fixtures/growthbook-conformance.json is not in the bundle") }
    let root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    guard let rows = root.objectValue?["evalCondition"]?.arrayValue else {
      throw FixtureError(description: "no evalCondition section")
    }
    return try rows.enumerated().map { index, row in
      guard let items = row.arrayValue, (4...5).contains(items.count), let name = items[0].stringValue,
        case .bool(let expected) = items[3]
      else {
        throw FixtureError(
          description: "evalCondition[\(index)] is not [name, condition, attributes, expected]")
      }
      return EvalConditionVector(
        name: name, condition: items[1], attributes: items[2], expected: expected,
        savedGroups: items.count == 5 ? items[4].objectValue ?? [:] : [:])
    }
  }
}
