import Testing

@testable import OnboardKit

/// The bulk path gives, id by id, the answer of the one-person assigner —
/// from strings and from UTF-8 bytes alike, ASCII or not, whatever the
/// experiment's options.
@Suite struct BulkAssignerTests {
  static let variants = [
    VariantDefinition(id: "control"), VariantDefinition(id: "a"), VariantDefinition(id: "b"),
  ]

  static let experiments: [ExperimentDefinition] = [
    ExperimentDefinition(key: "plain", variants: variants),
    ExperimentDefinition(key: "v1", hashVersion: 1, variants: variants),
    ExperimentDefinition(key: "seeded", seed: "another-seed", coverage: 0.6, variants: variants),
    ExperimentDefinition(
      key: "spaced", namespace: ExperimentNamespace(id: "ns", start: 0.2, end: 0.7), variants: variants),
    ExperimentDefinition(
      key: "targeted", audience: Condition(.object(["id": .object(["$regex": .string("^user-1")])])),
      variants: variants),
    ExperimentDefinition(key: "draft", status: .draft, variants: variants),
    ExperimentDefinition(key: "done", status: .stopped, winner: "b", variants: variants),
    ExperimentDefinition(key: "by-company", hashAttribute: "company", variants: variants),
  ]

  static let ids: [String] =
    (0..<400).map { "user-\($0)" } + ["", "é", "user-é-1", "中文-7", "😀", "u\u{301}", "a b", "x\u{0}y"]

  @Test(arguments: experiments) func bytesStringsAndTheAssignerAgree(experiment: ExperimentDefinition) {
    let bulk = BulkAssigner(experiment)
    var seen = Set<Int>()
    for id in Self.ids {
      let assignment = ExperimentAssigner.assign(experiment, userID: id)
      let shown = assignment.inExperiment || assignment.reason == .stoppedWinner
      let expected = shown ? assignment.variantIndex : -1
      let fromString = bulk.variantIndex(for: id)
      let fromBytes = Array(id.utf8).withUnsafeBufferPointer { bulk.variantIndex(forUTF8: $0) }
      #expect(fromString == expected, "\(experiment.key): '\(id)' from a string")
      #expect(fromBytes == expected, "\(experiment.key): '\(id)' from bytes")
      seen.insert(fromBytes)
    }
    if experiment.status == .running, experiment.hashAttribute == "id" {
      #expect(seen.count >= 3, "\(experiment.key) puts ids in several variants")
    }
  }
}
