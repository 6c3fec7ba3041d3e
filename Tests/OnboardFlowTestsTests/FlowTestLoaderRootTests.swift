import Foundation
import OnboardFlowTests
import OnboardKit
import OnboardYAML
import Testing

/// A tests file's `flow:` may name a flow in any folder (`onboard paths
/// --emit-tests` writes absolute ones), but a file that is not a flow is
/// refused at `flow:` without a line of it quoted, and a device, FIFO or
/// directory is never opened.
@Suite struct FlowTestLoaderRootTests {
  static func check(_ tests: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-tests-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try tests.write(toFile: folder + "/x.tests.yaml", atomically: false, encoding: .utf8)
    var renderer = DiagnosticRenderer()
    return renderer.render(FlowTestLoader<User>().load(path: folder + "/x.tests.yaml").diagnostics)
      .replacingOccurrences(of: folder + "/", with: "")
  }

  @Test func aFileThatIsNotAFlowIsNotQuoted() throws {
    let text = try Self.check("flow: /etc/passwd\ncases: []\n")
    #expect(
      text == """
        x.tests.yaml:1:7: error: '/etc/passwd' is not a flow file: its top is a scalar, not a mapping with 'flow', 'model' and 'steps'
        flow: /etc/passwd
              ^

        """)
    #expect(!text.contains("root:"))
  }

  @Test func aDeviceOrANULIsRefusedUnopened() throws {
    #expect(
      try Self.check("flow: /dev/zero\ncases: []\n") == """
        x.tests.yaml:1:7: error: flow file '/dev/zero' is a device, not a flow file
        flow: /dev/zero
              ^

        """)
    #expect(
      try Self.check("flow: \"signup.yaml\\0x\"\ncases: []\n") == #"""
        x.tests.yaml:1:7: error: flow file 'signup.yaml\0x' contains a NUL character, which no path may hold
        flow: "signup.yaml\0x"
              ^

        """#)
  }
}

/// `onboard test` hands a symbolic-link loop to the loader, which names it.
@Suite struct FlowTestFinderLinkTests {
  @Test func aLinkLoopIsFoundAndNamedByTheLoader() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-loop-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/a.tests.yaml", withDestinationPath: "b.tests.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/b.tests.yaml", withDestinationPath: "a.tests.yaml")
    let path = folder + "/a.tests.yaml"
    #expect(FlowTestFinder.files(under: [path]) == .success([path]))
    let loaded = FlowTestLoader<User>().load(path: path)
    #expect(loaded.diagnostics.map(\.message) == ["cannot read '\(path)': too many levels of symbolic links"])
  }
}

/// A tests file takes the same tags as a flow file.
@Suite struct FlowTestLoaderTagTests {
  @Test func anUnknownTagIsRefused() throws {
    #expect(
      try FlowTestLoaderRootTests.check("flow: !!binary c2lnbnVw\ncases: []\n").hasPrefix(
        "x.tests.yaml:1:7: error: unknown tag '!!binary'; a flow file takes only the core schema's tags"))
  }
}
