import OnboardYAML
import Testing

@Suite("YAMLParser anchors and aliases")
struct YAMLParserAliasTests {
  static let document = """
    defaults: &defaults
      skippable: true
      timeout: 30
    steps:
      - id: a
        options: *defaults
      - id: b
        options: *defaults
    names: [&first ann, *first, *first]
    """

  @Test func anAliasIsACopyOfItsAnchorsNodeAtTheAliasMark() throws {
    let root = try parse(Self.document)
    let defaults = try #require(root["defaults"])
    let steps = try #require(root["steps"]?.elements)
    for (index, line) in [(0, 6), (1, 8)] {
      let options = try #require(steps[index]["options"])
      #expect(options.content == defaults.content)
      #expect(options.mark == SourceMark(file: testFile, line: line, column: 14))
    }
    let names = try #require(root["names"]?.elements)
    #expect(names.map(\.scalar) == ["ann", "ann", "ann"])
    #expect(names.map(position) == ["9:9", "9:21", "9:29"])
  }

  @Test func aRedefinedAnchorAppliesFromThenOn() throws {
    let root = try parse("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
    #expect(root["b"]?.scalar == "1")
    #expect(root["d"]?.scalar == "2")
  }

  @Test func anAliasKeepsItsAnchorsTag() throws {
    let root = try parse("a: &x !custom 1\nb: *x\n")
    #expect(root["b"]?.tag == "!custom")
  }

  @Test(arguments: [
    ("a: *nope\n", "1:4: unknown alias '*nope'; no anchor '&nope' comes before it"),
    ("a: *x\nb: &x 1\n", "1:4: unknown alias '*x'; no anchor '&x' comes before it"),
    ("a: &x [1, *x]\n", "1:11: alias '*x' refers to a node that contains it"),
    ("a: &x\n  b: *x\n", "2:6: alias '*x' refers to a node that contains it"),
  ])
  func badAliasesAreRefusedAtTheAlias(yaml: String, expected: String) {
    #expect(failure(of: yaml) == expected)
  }
}
