import OnboardKit

/// One way a run differs from what its case expects.
public enum FlowTestMismatch: Sendable, Hashable {
  /// The run could not go on: a loop, an action the runner refused, or
  /// answers that do not fit the run. Always a failure.
  case stopped(String)
  /// The run ended otherwise; `problems` are the run's, one line each.
  case status(expected: ExpectedStatus, actual: String, problems: [String])
  /// Other steps were shown.
  case path(expected: [String], actual: [String])
  /// Another variant (`nil`: not in the experiment).
  case variant(experiment: String, expected: String?, actual: String?)
  /// A field of the built model differs (`null`: no value).
  case userField(field: String, expected: JSONValue, actual: JSONValue)
  /// `user` was expected but no model (named `model`) was built.
  case noUser(status: String, model: String)
  /// An expected problem is missing; `actual` are the key's messages.
  case missingError(key: String, expected: String, actual: [String])
  /// A problem the case does not list.
  case unexpectedError(key: String, messages: [String])
  /// The events differ from `index` on.
  case events(expected: [ExpectedEvent], actual: [FlowEvent], index: Int)

  /// A short title for reports (JUnit's `message`).
  package var title: String {
    switch self {
    case .stopped: return "the run was stopped"
    case .status: return "status differs"
    case .path: return "path differs"
    case .variant(let experiment, _, _): return "variant of '\(experiment)' differs"
    case .userField(let field, _, _): return "user.\(field) differs"
    case .noUser: return "no user was built"
    case .missingError(let key, _, _): return "errors.\(key) missing"
    case .unexpectedError(let key, _): return "unexpected error on '\(key)'"
    case .events: return "events differ"
    }
  }
}
