extension FlowChecker.Context {
  /// `bucketVersion` and `minBucketVersion` (sticky bucketing): a bucket
  /// version written is a positive whole number, a minimum is not negative
  /// and not above the bucket version (which would leave out everyone
  /// assigned under the current one, and everyone assigned later).
  mutating func checkBucketVersions(_ experiment: ExperimentDefinition) {
    let marks = experiment.marks
    let written = marks["bucketVersion"] != nil
    if written, experiment.bucketVersion < 1 {
      error(
        "'bucketVersion' must be a positive whole number, not \(experiment.bucketVersion); did you mean 'bucketVersion: 1'?",
        at: marks["bucketVersion"])
      return
    }
    if experiment.minBucketVersion < 0 {
      error(
        "'minBucketVersion' must not be negative, not \(experiment.minBucketVersion); did you mean 'minBucketVersion: 0'?",
        at: marks["minBucketVersion"])
    } else if experiment.minBucketVersion > experiment.bucketVersion {
      let suggestion =
        written
        ? "did you mean 'minBucketVersion: \(experiment.bucketVersion)'?"
        : "did you mean to add 'bucketVersion: \(experiment.minBucketVersion)'?"
      error(
        "'minBucketVersion' (\(experiment.minBucketVersion)) is above the experiment's 'bucketVersion' "
          + "(\(experiment.bucketVersion)), which would leave out everyone; \(suggestion)",
        at: marks["minBucketVersion"])
    }
  }
}
