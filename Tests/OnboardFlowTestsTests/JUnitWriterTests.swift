import Foundation
import OnboardFlowTests
import OnboardKit
import Testing

/// JUnit XML is well formed (checked by Python's strict parser) and escapes what it must.
@Suite struct JUnitWriterTests {
  static let suites = [
    FlowTestSuiteResult(
      path: "Flows/a & b.tests.yaml",
      results: [
        FlowTestResult(name: "passes <quietly>", verdict: .passed, seconds: 0.001),
        FlowTestResult(
          name: "fails \"loudly\"",
          verdict: .failed([.status(expected: .completed, actual: "rejected", problems: ["x < y"])]),
          seconds: 0.002),
        FlowTestResult(name: "later", verdict: .skipped("not 'yet'\u{1}"), seconds: 0),
      ]),
    FlowTestSuiteResult(
      path: "Flows/broken.tests.yaml", results: [],
      problems: [
        .error("unknown step 'x'", at: SourceMark(file: "Flows/broken.tests.yaml", line: 3, column: 9))
      ]),
  ]

  @Test func theReportIsExact() {
    #expect(
      JUnitWriter.xml(Self.suites) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="onboard test" tests="4" failures="2" skipped="1" time="0.003000">
          <testsuite name="Flows/a &amp; b.tests.yaml" tests="3" failures="1" skipped="1" time="0.003000">
            <testcase classname="Flows/a &amp; b.tests.yaml" name="passes &lt;quietly&gt;" time="0.001000"/>
            <testcase classname="Flows/a &amp; b.tests.yaml" name="fails &quot;loudly&quot;" time="0.002000">
              <failure message="status differs">status: expected completed, got rejected
          x &lt; y</failure>
            </testcase>
            <testcase classname="Flows/a &amp; b.tests.yaml" name="later" time="0.000000">
              <skipped message="not &apos;yet&apos;?"/>
            </testcase>
          </testsuite>
          <testsuite name="Flows/broken.tests.yaml" tests="1" failures="1" skipped="0" time="0.000000">
            <testcase classname="Flows/broken.tests.yaml" name="(load)" time="0">
              <failure message="the tests file could not be loaded">Flows/broken.tests.yaml:3:9: unknown step &apos;x&apos;</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func pythonsStrictParserReadsIt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(JUnitWriter.xml(Self.suites).utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); "
        + "print(r.tag, r.get('tests'), len(r.findall('.//testcase')), len(r.findall('.//failure')))",
      file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0)
    #expect(text == "testsuites 4 4 2\n")
  }
}
