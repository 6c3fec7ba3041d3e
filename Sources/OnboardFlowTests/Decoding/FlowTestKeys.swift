import OnboardYAML

/// The top of a tests file.
enum TestFileKey: Int, MappingKey {
  case flow, now, cases
  static let names = ["flow", "now", "cases"]
  static let matcher = KeyMatcher(names)
}

/// A case.
enum CaseKey: Int, MappingKey {
  case name, user, attributes, variants, answers, expect, skip
  static let names = ["name", "user", "attributes", "variants", "answers", "expect", "skip"]
  static let matcher = KeyMatcher(names)
}

/// A case's `expect:`.
enum ExpectKey: Int, MappingKey {
  case path, variants, status, user, errors, events
  static let names = ["path", "variants", "status", "user", "errors", "events"]
  static let matcher = KeyMatcher(names)
}

/// An event of `expect: events:` written as a mapping.
enum EventKey: Int, MappingKey {
  case type, step, field
  static let names = ["type", "step", "field"]
  static let matcher = KeyMatcher(names)
}
