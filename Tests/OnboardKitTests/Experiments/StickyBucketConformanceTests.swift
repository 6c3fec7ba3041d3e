import Foundation
import Testing

@testable import OnboardKit

/// The `stickyBucket` cases of GrowthBook's cross-SDK file
/// (`Fixtures/growthbook-run-cases.json`), each a feature with one
/// experiment rule, the stored documents and the expected result.
///
/// The rule becomes an experiment (variant ids are the rule's `meta` keys);
/// a `fallbackAttribute` is used as the hash attribute when the person has
/// no `id`, which is what GrowthBook does with it. Cases that need what the
/// flow format does not have are listed in ``notApplicable``.
@Suite struct StickyBucketConformanceTests {
  /// Cases that do not apply, and why.
  static let notApplicable: [String: String] = [
    "upgrades a sticky bucket doc from a fallbackAttribute to a hashAttribute":
      "reads a document stored under the fallback attribute for a person who now has an id; no fallbackAttribute",
    "favors a sticky bucket doc based on hashAttribute over fallbackAttribute":
      "compares documents of the hash and the fallback attribute; no fallbackAttribute",
    "disables sticky bucketing when disabled by experiment": "no disableStickyBucketing in the flow format",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let experiment: ExperimentDefinition
    let attributes: [String: JSONValue]
    let stored: [StickyBucket]
    /// The variant id, or `nil` when GrowthBook gives no experiment result.
    let variant: String?
    let stickyUsed: Bool
    let bucket: Double?
    /// The documents GrowthBook holds afterwards, as buckets.
    let after: [StickyBucket]
    var testDescription: String { name }
  }

  static let cases: [Case] = (try? load()) ?? []

  static func buckets(_ documents: [JSONValue]) -> [StickyBucket] {
    documents.flatMap { document -> [StickyBucket] in
      let members = document.objectValue ?? [:]
      let attribute = members["attributeName"]?.stringValue ?? ""
      let value = members["attributeValue"]?.stringValue ?? ""
      return (members["assignments"]?.objectValue ?? [:]).compactMap { key, variant in
        guard let split = key.range(of: "__", options: .backwards),
          let version = Int(key[split.upperBound...])
        else { return nil }
        return StickyBucket(
          experiment: String(key[..<split.lowerBound]), bucketVersion: version, hashAttribute: attribute,
          hashValue: value, variant: variant.stringValue ?? "")
      }
    }
  }

  static func load() throws -> [Case] {
    let url = try #require(
      Bundle.module.url(forResource: "growthbook-run-cases", withExtension: "json", subdirectory: "Fixtures"))
    let root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    let rows = try #require(root.objectValue?["stickyBucket"]?.arrayValue)
    return try rows.compactMap { row in
      let items = try #require(row.arrayValue)
      let name = try #require(items[0].stringValue)
      guard notApplicable[name] == nil else { return nil }
      let context = try #require(items[1].objectValue)
      let attributes = context["attributes"]?.objectValue ?? [:]
      let featureID = try #require(items[3].stringValue)
      let feature = try #require(context["features"]?.objectValue?[featureID]?.objectValue)
      let rule = try #require(feature["rules"]?.arrayValue?.first?.objectValue)
      let count = rule["variations"]?.arrayValue?.count ?? 0
      let keys =
        rule["meta"]?.arrayValue?.compactMap { $0.objectValue?["key"]?.stringValue }
        ?? (0..<count).map(String.init)
      let weights = rule["weights"]?.arrayValue?.compactMap(\.numberValue)
      let variants = keys.enumerated().map { index, key in
        VariantDefinition(id: key, weight: weights.map { $0[index] })
      }
      let key = rule["key"]?.stringValue ?? featureID
      var hashAttribute = rule["hashAttribute"]?.stringValue ?? "id"
      if attributes[hashAttribute] == nil, let fallback = rule["fallbackAttribute"]?.stringValue {
        hashAttribute = fallback
      }
      var experiment = ExperimentDefinition(
        key: key, seed: rule["seed"]?.stringValue, hashVersion: Int(rule["hashVersion"]?.numberValue ?? 1),
        hashAttribute: hashAttribute, coverage: rule["coverage"]?.numberValue ?? 1,
        audience: rule["condition"].map { Condition($0) }, variants: variants)
      experiment.bucketVersion = Int(rule["bucketVersion"]?.numberValue ?? 0)
      experiment.minBucketVersion = Int(rule["minBucketVersion"]?.numberValue ?? 0)
      let result = items[4].objectValue
      let stored =
        buckets(items[2].arrayValue ?? [])
        + buckets(Array((context["stickyBucketAssignmentDocs"]?.objectValue ?? [:]).values))
      return Case(
        name: name, experiment: experiment, attributes: attributes, stored: stored,
        variant: result?["key"]?.stringValue, stickyUsed: result?["stickyBucketUsed"] == .bool(true),
        bucket: result?["bucket"]?.numberValue, after: buckets(Array((items[5].objectValue ?? [:]).values)))
    }
  }

  @Test func readsEveryCase() {
    #expect(Self.cases.count + Self.notApplicable.count == 13)
  }

  @Test(arguments: cases)
  func stickyBucket(_ vector: Case) {
    let assignment = ExperimentAssigner.assign(
      vector.experiment, userID: "", attributes: vector.attributes, sticky: vector.stored)
    if let variant = vector.variant {
      #expect(assignment.inExperiment)
      #expect(assignment.variantID == variant)
      #expect((assignment.reason == .sticky) == vector.stickyUsed)
      #expect(assignment.bucket == vector.bucket)
    } else {
      #expect(!assignment.inExperiment)
      #expect(assignment.reason == .bucketVersionBlocked)
    }
    // What Onboard stores afterwards is in GrowthBook's documents.
    let stored = Set(vector.stored)
    for bucket in StickyBucket.made(by: [assignment], in: [vector.experiment]) {
      #expect(stored.contains(bucket) || vector.after.contains(bucket), "\(bucket)")
    }
  }
}
