import Foundation
import Testing

@testable import OnboardYAML

/// Each problem points at what it is about, and one mistake gives one error.
@Suite struct FlowLoaderPositionTests {
  @Test func anUnknownModelIsAtItsValue() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("flow.yaml", "flow: x\nmodel: Usr\nsteps:\n" + finalStep)
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:2:8: error: unknown model 'Usr'; the models are User; did you mean 'User'?
        model: Usr
               ^

        """)
  }

  @Test func unknownIdsInOrderAndSkipAreAtEachItem() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "flow.yaml",
      "flow: x\nmodel: User\nsteps:\n  - id: a\n" + finalStep
        + "experiments:\n  - key: e\n    variants:\n      - id: control\n      - id: b\n"
        + "        order: [a, nope, done]\n        skip: [gone]\n")
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:13:20: error: variant 'b' of experiment 'e' orders unknown step 'nope'
                order: [a, nope, done]
                           ^
        flow.yaml:14:16: error: variant 'b' of experiment 'e' skips unknown step 'gone'; did you mean 'done'?
                skip: [gone]
                       ^

        """)
  }

  @Test func anIncludeOfADirectoryAFIFOOrADeviceIsRefusedThere() throws {
    let folder = try TemporaryFlowFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
    #expect(mkfifo(folder.path + "/pipe.yaml", 0o600) == 0)
    try folder.write(
      "flow.yaml",
      "flow: x\nmodel: User\nsteps:\n  - id: a\n    include: sub\n  - id: b\n    include: pipe.yaml\n"
        + "  - id: c\n    include: /dev/zero\n" + finalStep)
    #expect(
      folder.check("flow.yaml", with: FlowLoader(includeRoot: "/")) == """
        flow.yaml:5:14: error: included flow 'sub' is a directory, not a flow file
            include: sub
                     ^
        flow.yaml:7:14: error: included flow 'pipe.yaml' is a FIFO, not a flow file
            include: pipe.yaml
                     ^
        flow.yaml:9:14: error: included flow '/dev/zero' is a device, not a flow file
            include: /dev/zero
                     ^

        """)
  }

  @Test func aMisspeltStepsKeyIsOneError() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "flow.yaml",
      "flow: x\nmodel: User\nstpes:\n" + finalStep
        + "experiments:\n  - key: e\n    variants:\n      - id: control\n      - id: b\n        skip: [done]\n"
    )
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:3:1: error: unknown key 'stpes' in the flow; did you mean 'steps'?
        stpes:
        ^

        """)
  }

  @Test func aMisspeltRequiredKeyIsNotAlsoMissing() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("flow.yaml", "flow: x\nmodel: User\nsteps:\n  - idd: a\n" + finalStep)
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:4:5: error: unknown key 'idd' in a step; did you mean 'id'?
          - idd: a
            ^

        """)
  }

  @Test func aUTF16FileIsNamedAsSuchWithoutGarbage() throws {
    let folder = try TemporaryFlowFolder()
    let text = "flow: x\nmodel: User\nsteps: [\n"
    try folder.write(
      "le.yaml", bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    try folder.write("be.yaml", bytes: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    #expect(
      folder.check("le.yaml") == "le.yaml:1:1: error: file is UTF-16 (little-endian); save it as UTF-8\n")
    #expect(folder.check("be.yaml") == "be.yaml:1:1: error: file is UTF-16 (big-endian); save it as UTF-8\n")
  }

  @Test func aFileWithCarriageReturnsOnlyShowsItsLines() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write("flow.yaml", "flow: x\rmodel: User\rsteps: []\r")
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:3:1: error: flow 'x' has no steps
        steps: []
        ^

        """)
  }
}

/// Messages that say what is wrong rather than guess.
@Suite struct FlowLoaderMessageTests {
  @Test func aMergeKeyIsNamedAsSuch() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "flow.yaml", "flow: x\nmodel: User\nsteps:\n  - &a\n    id: a\n  - <<: *a\n    id: b\n" + finalStep)
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:6:5: error: YAML merge keys (<<) are not supported; write the keys out
          - <<: *a
            ^

        """)
  }

  @Test func aSymbolicLinkLoopIsNamedAsSuch() throws {
    let folder = try TemporaryFlowFolder()
    try folder.link("one.yaml", to: "two.yaml")
    try folder.link("two.yaml", to: "one.yaml")
    try folder.write(
      "flow.yaml", "flow: x\nmodel: User\nsteps:\n  - id: a\n    include: one.yaml\n" + finalStep)
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:5:14: error: cannot open included flow 'one.yaml': too many levels of symbolic links (looked for one.yaml)
            include: one.yaml
                     ^

        """)
  }
}
