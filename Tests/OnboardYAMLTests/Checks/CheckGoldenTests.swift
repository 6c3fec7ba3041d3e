import Foundation
import OnboardYAML
import Testing

/// Every `Fixtures/check/*.yaml` is loaded and checked; the rendered
/// diagnostics must equal `*.expected` word for word. Run with
/// `ONBOARD_UPDATE_GOLDEN=1` to rewrite the expected files, then review the diff.
@Suite struct CheckGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/check")

  static var fixtures: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test func thereAreFixtures() {
    #expect(Self.fixtures.count >= 10)
  }

  @Test(arguments: fixtures)
  func diagnosticsAreVerbatim(name: String) throws {
    let path = Self.folder.appendingPathComponent(name).path
    let start = Date()
    let result = FlowLoader().load(path: path)
    #expect(Date().timeIntervalSince(start) < 2, "checking must be fast")
    var renderer = DiagnosticRenderer()
    let text = renderer.render(result.diagnostics).replacingOccurrences(of: Self.folder.path + "/", with: "")
    #expect(result.hasErrors, "every fixture is broken")
    let expectedURL = Self.folder.appendingPathComponent(
      name.replacingOccurrences(of: ".yaml", with: ".expected"))
    if ProcessInfo.processInfo.environment["ONBOARD_UPDATE_GOLDEN"] != nil {
      try text.write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(text == expected)
  }
}
