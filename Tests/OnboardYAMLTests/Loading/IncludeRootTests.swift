import Foundation
import Testing

@testable import OnboardYAML

/// An `include:` stays inside the flow's folder (or `ONBOARD_INCLUDE_ROOT`):
/// a path that leaves it is refused at the include before it is opened, so
/// no diagnostic can quote a line of `/etc/passwd`.
@Suite struct IncludeRootTests {
  static let contact = "flow: contact\nmodel: User\nsteps:\n  - id: email\n    fields: [email]\n"

  static func flow(including path: String) -> String {
    "flow: parent\nmodel: User\nsteps:\n  - id: contact\n    include: \(path)\n" + finalStep
  }

  @Test func anAbsolutePathOutsideTheFolderIsRefusedUnread() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("flow.yaml", Self.flow(including: "/etc/passwd"))
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:5:14: error: included flow '/etc/passwd' is outside '\(folder.path)'; it must stay in that folder (set ONBOARD_INCLUDE_ROOT to allow a wider one)
            include: /etc/passwd
                     ^

        """)
  }

  @Test func dotDotOutOfTheFolderIsRefusedAndAWiderRootAllowsIt() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("shared/contact.yaml", Self.contact)
    try folder.write("flows/flow.yaml", Self.flow(including: "../shared/contact.yaml"))
    #expect(
      folder.check("flows/flow.yaml") == """
        flows/flow.yaml:5:14: error: included flow '../shared/contact.yaml' is outside 'flows'; it must stay in that folder (set ONBOARD_INCLUDE_ROOT to allow a wider one)
            include: ../shared/contact.yaml
                     ^

        """)
    let wider = FlowLoader(includeRoot: folder.path).load(path: folder.path + "/flows/flow.yaml")
    #expect(wider.diagnostics == [])
    #expect(wider.flow?.steps.first?.include?.flow?.value.name == "contact")
  }

  @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("outside/contact.yaml", Self.contact)
    try folder.write("flows/flow.yaml", Self.flow(including: "contact.yaml"))
    try folder.link("flows/contact.yaml", to: folder.path + "/outside/contact.yaml")
    #expect(
      folder.check("flows/flow.yaml") == """
        flows/flow.yaml:5:14: error: included flow 'contact.yaml' leads outside 'flows' through a symbolic link; it must stay in that folder (set ONBOARD_INCLUDE_ROOT to allow a wider one)
            include: contact.yaml
                     ^

        """)
  }

  @Test func aNULInThePathIsAnError() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("contact.yaml", Self.contact)
    try folder.write("flow.yaml", Self.flow(including: #""contact.yaml\0x""#))
    #expect(
      folder.check("flow.yaml") == #"""
        flow.yaml:5:14: error: included flow 'contact.yaml\0x' contains a NUL character, which no path may hold
            include: "contact.yaml\0x"
                     ^

        """#)
  }

  @Test func aFileThatIsNotAFlowIsRefusedAtTheIncludeWithoutQuotingIt() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("secret.txt", "password: hunter2\n")
    try folder.write("key.txt", "SECRET=hunter2\n")
    try folder.write(
      "flow.yaml",
      "flow: parent\nmodel: User\nsteps:\n  - id: a\n    include: secret.txt\n  - id: b\n    include: key.txt\n"
        + finalStep)
    let text = folder.check("flow.yaml")
    #expect(
      text == """
        flow.yaml:5:14: error: 'secret.txt' is not a flow file: it has none of the keys 'flow', 'version', 'model', 'title', 'steps', 'experiments', 'metrics', 'dimensions', 'holdout', 'locales', 'defaultLocale'
            include: secret.txt
                     ^
        flow.yaml:7:14: error: 'key.txt' is not a flow file: its top is a scalar, not a mapping with 'flow', 'model' and 'steps'
            include: key.txt
                     ^

        """)
    #expect(!text.contains("hunter2"))
  }

  @Test func anIncludeInsideTheFolderStillLoads() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("includes/contact.yaml", Self.contact)
    try folder.write("flow.yaml", Self.flow(including: "./includes/../includes/contact.yaml"))
    let loaded = FlowLoader(includeRoot: nil).load(path: folder.path + "/flow.yaml")
    #expect(loaded.diagnostics == [])
    #expect(loaded.flow?.steps.first?.include?.flow?.value.steps.map(\.id) == ["email"])
  }
}
