import OnboardKit

/// Compares one run with what its case expects: each expectation written
/// is checked exactly, each left out is not checked.
struct FlowTestCheck<Model: Onboardable & Codable & Hashable> {
  let expect: FlowExpectation
  let outcome: HeadlessOutcome<Model>

  /// Every difference, in the order reports show them.
  func mismatches() -> [FlowTestMismatch] {
    var found: [FlowTestMismatch] = []
    if let stop = stopMessage { found.append(.stopped(stop)) }
    let path = outcome.state.path
    if let expected = expect.path, expected != path { found.append(.path(expected: expected, actual: path)) }
    guard found.isEmpty || stopMessage == nil else { return found }
    if let expected = expect.status, expected.rawValue != status {
      found.append(.status(expected: expected, actual: status, problems: outcome.failure?.lines ?? []))
    }
    for (key, expected) in (expect.variants ?? [:]).sorted(by: { $0.key < $1.key }) {
      let actual = outcome.state.variants[key]
      if actual != expected { found.append(.variant(experiment: key, expected: expected, actual: actual)) }
    }
    found += userMismatches() + errorMismatches()
    if let events = expect.events, let index = Self.firstDifference(events, outcome.events) {
      found.append(.events(expected: events, actual: outcome.events, index: index))
    }
    return found
  }

  /// `completed`, `rejected`, `abandoned`, `unfinished`, or `stopped`.
  var status: String {
    switch outcome.failure {
    case nil: return ExpectedStatus.completed.rawValue
    case .problems?: return ExpectedStatus.rejected.rawValue
    case .abandoned?: return ExpectedStatus.abandoned.rawValue
    case .unfinished?: return ExpectedStatus.unfinished.rawValue
    case .script?, .runner?: return "stopped"
    }
  }

  /// Why the run could not go on, when it could not.
  private var stopMessage: String? {
    switch outcome.failure {
    case .runner(.tooManyLoops(let limit))?:
      let tail = outcome.state.path.suffix(6).joined(separator: " → ")
      return
        "stopped after going round a loop \(limit) times: the flow loops with these answers (… → \(tail))"
    case .runner(let error)?: return error.description
    case .script(let message)?: return message
    default: return nil
    }
  }

  private func userMismatches() -> [FlowTestMismatch] {
    guard let expected = expect.user else { return [] }
    guard let model = outcome.model else { return [.noUser(status: status, model: Model.schema.modelName)] }
    let actual = Dictionary(Model.schema.jsonMembers(of: model), uniquingKeysWith: { first, _ in first })
    return expected.sorted { $0.key < $1.key }.compactMap { field, value in
      let got = actual[field] ?? .null
      return Self.same(value, got) ? nil : .userField(field: field, expected: value, actual: got)
    }
  }

  /// Equal, with lists compared as sets (multi-choice answers keep option order).
  private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    if case .array(let x) = a, case .array(let y) = b {
      return x.count == y.count && Set(x) == Set(y)
    }
    return a == b
  }

  private func errorMismatches() -> [FlowTestMismatch] {
    guard let expected = expect.errors else { return [] }
    var actual: [String: [String]] = [:]
    if case .problems(let problems)? = outcome.failure {
      for problem in problems { actual[problem.field ?? problem.step, default: []].append(problem.message) }
    }
    var found: [FlowTestMismatch] = []
    for (key, text) in expected.sorted(by: { $0.key < $1.key }) {
      let messages = actual[key] ?? []
      if !messages.contains(where: { $0 == text || $0.contains(text) }) {
        found.append(.missingError(key: key, expected: text, actual: messages))
      }
    }
    for (key, messages) in actual.sorted(by: { $0.key < $1.key }) where expected[key] == nil {
      found.append(.unexpectedError(key: key, messages: messages))
    }
    return found
  }

  /// The index of the first event that differs, or `nil` when all match.
  static func firstDifference(_ expected: [ExpectedEvent], _ actual: [FlowEvent]) -> Int? {
    for index in 0..<max(expected.count, actual.count) {
      guard index < expected.count, index < actual.count, expected[index].matches(actual[index]) else {
        return index
      }
    }
    return nil
  }
}
