import OnboardKit

extension FlowTestSuiteResult {
  /// `onboard test --json`: `{"files":[{path, cases:[…], errors:[…]}], "passed", "failed", "skipped"}`.
  package static func json(_ suites: [FlowTestSuiteResult]) -> String {
    let files = suites.map { suite -> JSONValue in
      .object([
        "path": .string(suite.path),
        "cases": .array(suite.results.map(caseJSON)),
        "errors": .array(
          suite.problems.map { .string(($0.mark.map { "\($0): " } ?? "") + $0.message) }),
      ])
    }
    return JSONWriter.object([
      ("files", .array(files)),
      ("passed", .number(Double(suites.reduce(0) { $0 + $1.passed }))),
      ("failed", .number(Double(suites.reduce(0) { $0 + $1.failed }))),
      ("skipped", .number(Double(suites.reduce(0) { $0 + $1.skipped }))),
    ])
  }

  private static func caseJSON(_ result: FlowTestResult) -> JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(result.name), "seconds": .number(result.seconds),
      "path": .array(result.path.map(JSONValue.string)),
    ]
    switch result.verdict {
    case .passed: members["status"] = "passed"
    case .skipped(let reason):
      members["status"] = "skipped"
      members["reason"] = .string(reason)
    case .failed(let mismatches):
      members["status"] = "failed"
      members["failures"] = .array(
        mismatches.map { mismatch in
          .object([
            "title": .string(mismatch.title),
            "lines": .array(mismatch.lines(events: result.events).map(JSONValue.string)),
          ])
        })
    }
    return .object(members)
  }
}
