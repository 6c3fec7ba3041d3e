import Foundation
import OnboardKit
import Testing

@testable import OnboardYAML

/// The loader parses large files with libyaml on a helper thread and decodes
/// steps while the file is parsed; both must give exactly what one thread and
/// decoding afterwards give, diagnostics in the same order.
@Suite struct FlowLoaderPathTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static var flows: [String] {
    let check = fixtures.appendingPathComponent("check")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: check.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { check.appendingPathComponent($0).path }
      + [fixtures.appendingPathComponent("signup.yaml").path]
  }

  @Test(arguments: flows)
  func oneThreadAndTwoThreadsAgree(path: String) {
    var direct = FlowLoader()
    direct.pipelining = false
    var pipelined = FlowLoader()
    pipelined.pipelining = true
    let expected = direct.load(path: path)
    let result = pipelined.load(path: path)
    #expect(result.flow == expected.flow)
    #expect(result.diagnostics == expected.diagnostics)
  }

  @Test(arguments: flows)
  func stepsDecodedWhileParsingEqualStepsDecodedAfterwards(path: String) throws {
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else { return }
    let afterwards: (FlowDefinition?, [Diagnostic])
    do {
      afterwards = FlowDecoder.decode(try YAMLParser.parse(bytes, file: path))
    } catch {
      return  // A file that does not parse has nothing to decode.
    }
    let streamed = StreamedSteps(file: path, models: .builtIn)
    let document = try YAMLParser.parseDocument(
      bytes, file: path, limits: .default, stepHandler: streamed.handler, pipelined: false)
    let (flow, diagnostics) = FlowDecoder.decode(document, streamed: streamed)
    #expect(flow == afterwards.0)
    #expect(diagnostics == afterwards.1)
  }

  @Test(arguments: flows)
  func checksMadeWhileParsingEqualChecksMadeAfterwards(path: String) {
    let loaded = FlowLoader().load(path: path)
    guard let flow = loaded.flow, let schema = loaded.schema else { return }
    var prechecks = StepPrechecks(schema: schema)
    for step in flow.steps { prechecks.check(step) }
    let expected = FlowChecker.check(flow, schema: schema)
    #expect(FlowChecker.check(flow, schema: schema, prechecked: prechecks) == expected)
    // Prechecks of other steps, or against another schema, are not used.
    var other = flow
    other.steps.reverse()
    #expect(
      FlowChecker.check(other, schema: schema, prechecked: prechecks)
        == FlowChecker.check(other, schema: schema))
    let renamed = SchemaDescriptor(modelName: "Other", fields: schema.fields)
    #expect(
      FlowChecker.check(flow, schema: renamed, prechecked: prechecks)
        == FlowChecker.check(flow, schema: renamed))
  }

  @Test func aLargeFlowWithProblemsLoadsAlikeBothWays() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-large-\(getpid()).yaml")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Self.largeFlow(steps: 1_500).write(toFile: path, atomically: true, encoding: .utf8)
    #expect(YAMLParser.pipelines(FileManager.default.contents(atPath: path)?.count ?? 0))
    var direct = FlowLoader()
    direct.pipelining = false
    let expected = direct.load(path: path)
    let result = FlowLoader().load(path: path)
    #expect(result.flow?.steps.count == 1_500)
    #expect(expected.diagnostics.count >= 45, "every 100th step has problems")
    #expect(result.diagnostics.count == expected.diagnostics.count)
    #expect(result.diagnostics == expected.diagnostics)
    #expect(result.flow == expected.flow)
  }

  /// A flow of `steps` steps, every 100th of which has a problem or two.
  static func largeFlow(steps: Int) -> String {
    var text = "flow: large\nmodel: User\nsteps:\n"
    for index in 0..<steps {
      let next = index + 1 < steps ? "    next: s\(index + 1)\n" : "    final: true\n"
      let field = index % 100 == 7 ? "emial" : ["firstName", "lastName", "email", "country"][index % 4]
      let rules = index % 100 == 9 ? "{ minLength: 5, maxLength: 2 }" : "{ minLength: 1, maxLength: 40 }"
      text += """
          - id: s\(index)
            title: "Step \(index) of a long flow, with a title long enough to be allocated"
            fields:
              - key: \(field)
                label: A label
                rules: \(rules)
              - key: plan
                options: [free, pro, team]

        """
      text +=
        index % 100 == 3
        ? "    next:\n      - when: { age: { $ltt: 18 } }\n        goto: s\(index + 1)\n" : next
    }
    return text
  }
}
