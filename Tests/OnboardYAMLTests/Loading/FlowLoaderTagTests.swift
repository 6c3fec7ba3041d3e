import Foundation
import Testing

@testable import OnboardYAML

/// A flow file takes only the core schema's tags, where they fit; any other
/// tag is an error at the node, not passed over in silence.
@Suite struct FlowLoaderTagTests {
  @Test func unknownTagsAreRefusedAtTheirNode() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "flow.yaml",
      "flow: x\nmodel: User\nsteps:\n  - id: a\n    title: !!python/object:os.system ls\n"
        + "    body: !!binary aGVsbG8=\n    fields: [!custom email]\n" + finalStep)
    #expect(
      folder.check("flow.yaml") == """
        flow.yaml:5:12: error: unknown tag '!!python/object:os.system'; a flow file takes only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)
            title: !!python/object:os.system ls
                   ^
        flow.yaml:6:11: error: unknown tag '!!binary'; a flow file takes only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)
            body: !!binary aGVsbG8=
                  ^
        flow.yaml:7:14: error: unknown tag '!custom'; a flow file takes only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)
            fields: [!custom email]
                     ^

        """)
  }

  @Test func coreSchemaTagsThatFitPassAndOthersDoNot() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "good.yaml",
      "flow: !!str x\nmodel: User\nsteps: !!seq\n  - !!map\n    id: a\n    title: ! 12\n"
        + "    fields: [{ key: age, default: !!int 18 }, { key: marketingOptIn, default: !!bool false }]\n"
        + finalStep)
    #expect(folder.check("good.yaml") == "")
    try folder.write(
      "bad.yaml",
      "flow: x\nmodel: User\nsteps: !!map\n  - id: a\n    fields: [{ key: age, default: !!int \"18\" }]\n"
        + finalStep)
    #expect(
      folder.check("bad.yaml") == """
        bad.yaml:3:8: error: tag '!!map' does not fit a sequence; remove the tag
        steps: !!map
               ^
        bad.yaml:5:35: error: tag '!!int' does not fit this value; remove the tag
            fields: [{ key: age, default: !!int "18" }]
                                          ^

        """)
  }
}
