import OnboardKit
import OnboardStore

/// What the report says about stored (sticky) assignments.
enum StickyBucketText {
  /// One warning per stored variant that the flow's experiment (under its
  /// current bucket version) no longer has: those people get the base flow.
  static func removedVariants(_ counts: [StoredVariantCount], in flow: FlowDefinition) -> [String] {
    counts.compactMap { count in
      guard let experiment = flow.experiments.first(where: { $0.key == count.experiment }),
        experiment.bucketVersion == count.bucketVersion, experiment.variantIndex(of: count.variant) == nil
      else { return nil }
      let people = count.people == 1 ? "1 person is" : "\(count.people) people are"
      return
        "\(people) stored in variant '\(count.variant)' of experiment '\(count.experiment)', which the flow "
        + "no longer has; they get the base flow (reason stickyVariantRemoved)"
    }
  }
}
