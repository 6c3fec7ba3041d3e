import Foundation
import OnboardKit

/// Writes flow-test results as JUnit XML, the report CI systems read
/// (Jenkins, GitLab, GitHub Actions' test reporters): one `<testsuite>` per
/// tests file, one `<testcase>` per case, with `<failure>` or `<skipped>`.
package enum JUnitWriter {
  /// The whole document, UTF-8, ending with a newline.
  package static func xml(_ suites: [FlowTestSuiteResult]) -> String {
    let tests = suites.reduce(0) { $0 + $1.results.count + ($1.problems.isEmpty ? 0 : 1) }
    let failures = suites.reduce(0) { $0 + $1.failed }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    let seconds = suites.reduce(0) { $0 + $1.seconds }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"onboard test\" tests=\"\(tests)\" failures=\"\(failures)\""
    xml += " skipped=\"\(skipped)\" time=\"\(time(seconds))\">\n"
    for suite in suites { xml += testSuite(suite) }
    return xml + "</testsuites>\n"
  }

  private static func testSuite(_ suite: FlowTestSuiteResult) -> String {
    let count = suite.results.count + (suite.problems.isEmpty ? 0 : 1)
    var xml =
      "  <testsuite name=\"\(MarkupText.escaped(suite.path))\" tests=\"\(count)\" failures=\"\(suite.failed)\""
    xml += " skipped=\"\(suite.skipped)\" time=\"\(time(suite.seconds))\">\n"
    let classname = MarkupText.escaped(suite.path)
    if !suite.problems.isEmpty {
      let text = suite.problems.map { ($0.mark.map { "\($0): " } ?? "") + $0.message }.joined(separator: "\n")
      xml += "    <testcase classname=\"\(classname)\" name=\"(load)\" time=\"0\">\n"
      xml +=
        "      <failure message=\"the tests file could not be loaded\">\(MarkupText.escaped(text))</failure>\n"
      xml += "    </testcase>\n"
    }
    for result in suite.results {
      xml += "    <testcase classname=\"\(classname)\" name=\"\(MarkupText.escaped(result.name))\""
      xml += " time=\"\(time(result.seconds))\""
      switch result.verdict {
      case .passed:
        xml += "/>\n"
      case .skipped(let reason):
        xml += ">\n      <skipped message=\"\(MarkupText.escaped(reason))\"/>\n    </testcase>\n"
      case .failed(let mismatches):
        let title = mismatches.map(\.title).joined(separator: "; ")
        let text = mismatches.flatMap { $0.lines(events: result.events) }.joined(separator: "\n")
        xml +=
          ">\n      <failure message=\"\(MarkupText.escaped(title))\">\(MarkupText.escaped(text))</failure>\n    </testcase>\n"
      }
    }
    return xml + "  </testsuite>\n"
  }

  /// Seconds with six decimals, as JUnit's `time` attributes are read.
  private static func time(_ seconds: Double) -> String {
    String(format: "%.6f", seconds)
  }
}
