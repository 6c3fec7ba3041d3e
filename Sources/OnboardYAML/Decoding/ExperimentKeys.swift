/// An experiment under `experiments:`.
enum ExperimentKey: Int, MappingKey {
  case key, seed, hashVersion, hashAttribute, coverage, namespace, audience, status, winner, exposure,
    variants, metrics, bucketVersion, minBucketVersion, decision
  static let names = [
    "key", "seed", "hashVersion", "hashAttribute", "coverage", "namespace", "audience", "status", "winner",
    "exposure", "variants", "metrics", "bucketVersion", "minBucketVersion", "decision",
  ]
  static let matcher = KeyMatcher(names)
}

/// A variant of an experiment.
enum VariantKey: Int, MappingKey {
  case id, weight, order, skip, insert, overrides
  static let names = ["id", "weight", "order", "skip", "insert", "overrides"]
  static let matcher = KeyMatcher(names)
}

/// One step a variant inserts.
enum InsertKey: Int, MappingKey {
  case step, after, before
  static let names = ["step", "after", "before"]
  static let matcher = KeyMatcher(names)
}

/// A variant's changes to one step.
enum StepOverrideKey: Int, MappingKey {
  case title, body, fields
  static let names = ["title", "body", "fields"]
  static let matcher = KeyMatcher(names)
}

/// A variant's changes to one field.
enum FieldOverrideKey: Int, MappingKey {
  case label, help, options
  static let names = ["label", "help", "options"]
  static let matcher = KeyMatcher(names)
}
