import Foundation
import Testing

@testable import OnboardKit

/// The bucketing sections of GrowthBook's cross-SDK conformance file
/// (`Fixtures/growthbook-conformance.json`), one type per function.
enum BucketingVectors {
  struct FixtureError: Error, CustomStringConvertible {
    let description: String
  }

  /// `[seed, value, hashVersion, expected]`.
  struct Hash: Sendable, CustomTestStringConvertible {
    let seed: String
    let value: String
    let version: Int
    let expected: Double?
    var testDescription: String { "hash(\(seed.debugDescription), \(value.debugDescription), v\(version))" }
  }

  /// `[name, [numVariations, coverage, weights|null], expectedRanges]`.
  struct BucketRanges: Sendable, CustomTestStringConvertible {
    let name: String
    let count: Int
    let coverage: Double
    let weights: [Double]?
    let expected: [BucketRange]
    var testDescription: String { name }
  }

  /// `[name, n, ranges, expectedIndex]`.
  struct ChooseVariation: Sendable, CustomTestStringConvertible {
    let name: String
    let n: Double
    let ranges: [BucketRange]
    let expected: Int
    var testDescription: String { name }
  }

  /// `[name, userId, [namespaceId, start, end], expected]`.
  struct InNamespace: Sendable, CustomTestStringConvertible {
    let name: String
    let userID: String
    let namespace: ExperimentNamespace
    let expected: Bool
    var testDescription: String { name }
  }

  /// `[numVariations, expectedWeights]`.
  struct EqualWeights: Sendable, CustomTestStringConvertible {
    let count: Int
    let expected: [Double]
    var testDescription: String { "getEqualWeights(\(count))" }
  }

  // Empty when the file cannot be read, which `readsEveryCase` reports.
  static let hash: [Hash] = (try? loadHash()) ?? []
  static let bucketRanges: [BucketRanges] = (try? loadBucketRanges()) ?? []
  static let chooseVariation: [ChooseVariation] = (try? loadChooseVariation()) ?? []
  static let inNamespace: [InNamespace] = (try? loadInNamespace()) ?? []
  static let equalWeights: [EqualWeights] = (try? loadEqualWeights()) ?? []

  static func loadHash() throws -> [Hash] {
    try rows("hash").map { row in
      guard row.count == 4, let seed = row[0].stringValue, let value = row[1].stringValue,
        let version = row[2].numberValue
      else { throw FixtureError(description: "hash row \(row) is not [seed, value, version, expected]") }
      return Hash(seed: seed, value: value, version: Int(version), expected: row[3].numberValue)
    }
  }

  static func loadBucketRanges() throws -> [BucketRanges] {
    try rows("getBucketRange").map { row in
      guard row.count == 3, let name = row[0].stringValue, let args = row[1].arrayValue, args.count == 3,
        let count = args[0].numberValue, let coverage = args[1].numberValue
      else { throw FixtureError(description: "getBucketRange row \(row) is not [name, args, expected]") }
      let weights = try args[2] == .null ? nil : numbers(args[2])
      return BucketRanges(
        name: name, count: Int(count), coverage: coverage, weights: weights, expected: try ranges(row[2]))
    }
  }

  static func loadChooseVariation() throws -> [ChooseVariation] {
    try rows("chooseVariation").map { row in
      guard row.count == 4, let name = row[0].stringValue, let n = row[1].numberValue,
        let expected = row[3].numberValue
      else {
        throw FixtureError(description: "chooseVariation row \(row) is not [name, n, ranges, expected]")
      }
      return ChooseVariation(name: name, n: n, ranges: try ranges(row[2]), expected: Int(expected))
    }
  }

  static func loadInNamespace() throws -> [InNamespace] {
    try rows("inNamespace").map { row in
      guard row.count == 4, let name = row[0].stringValue, let userID = row[1].stringValue,
        let namespace = row[2].arrayValue, namespace.count == 3, let id = namespace[0].stringValue,
        let start = namespace[1].numberValue, let end = namespace[2].numberValue,
        case .bool(let expected) = row[3]
      else {
        throw FixtureError(description: "inNamespace row \(row) is not [name, id, namespace, expected]")
      }
      return InNamespace(
        name: name, userID: userID, namespace: ExperimentNamespace(id: id, start: start, end: end),
        expected: expected)
    }
  }

  static func loadEqualWeights() throws -> [EqualWeights] {
    try rows("getEqualWeights").map { row in
      guard row.count == 2, let count = row[0].numberValue else {
        throw FixtureError(description: "getEqualWeights row \(row) is not [n, weights]")
      }
      return EqualWeights(count: Int(count), expected: try numbers(row[1]))
    }
  }

  private static func rows(_ section: String) throws -> [[JSONValue]] {
    guard
      let url = Bundle.module.url(
        forResource: "growthbook-conformance", withExtension: "json", subdirectory: "Fixtures")
    else { throw FixtureError(description: "Fixtures/growthbook-conformance.json is not in the bundle") }
    let root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    guard let rows = root.objectValue?[section]?.arrayValue else {
      throw FixtureError(description: "no \(section) section")
    }
    return try rows.map { row in
      guard let items = row.arrayValue else {
        throw FixtureError(description: "\(section) row \(row) is not a list")
      }
      return items
    }
  }

  private static func numbers(_ value: JSONValue) throws -> [Double] {
    guard let items = value.arrayValue else { throw FixtureError(description: "\(value) is not a list") }
    return try items.map { item in
      guard let number = item.numberValue else { throw FixtureError(description: "\(item) is not a number") }
      return number
    }
  }

  private static func ranges(_ value: JSONValue) throws -> [BucketRange] {
    guard let items = value.arrayValue else { throw FixtureError(description: "\(value) is not a list") }
    return try items.map { item in
      let bounds = try numbers(item)
      guard bounds.count == 2 else { throw FixtureError(description: "\(item) is not [start, end]") }
      return BucketRange(start: bounds[0], end: bounds[1])
    }
  }
}
