import OnboardYAML
import Testing

@Suite("YAMLParser scalars and tags")
struct YAMLParserScalarTests {
  @Test(arguments: [
    ("v: plain words", "plain words", YAMLNode.ScalarStyle.plain),
    ("v: 'it''s'", "it's", .singleQuoted),
    (#"v: "tab\there \u00e9""#, "tab\there é", .doubleQuoted),
    ("v: |\n  line 1\n  line 2\n", "line 1\nline 2\n", .literal),
    ("v: >\n  folded\n  text\n", "folded text\n", .folded),
    ("v: |-\n  kept\n", "kept", .literal),
    ("v:", "", .plain),
    ("v: ''", "", .singleQuoted),
    ("v: no", "no", .plain),
    ("v: 0012", "0012", .plain),
    (#"v: "nul\0inside""#, "nul\0inside", .doubleQuoted),
  ])
  func scalarTextAndStyle(yaml: String, text: String, style: YAMLNode.ScalarStyle) throws {
    let value = try #require(try parse(yaml)["v"])
    #expect(value.content == .scalar(text, style))
  }

  @Test(
    arguments: [
      ("v: x", nil),
      ("v: !custom x", "!custom"),
      ("v: !!str 12", "tag:yaml.org,2002:str"),
      ("v: ! 12", "!"),
      ("v: !include {a: 1}", "!include"),
      ("v: !list [1]", "!list"),
      ("v: 'quoted'", nil),
      ("%TAG !e! tag:example.com,2026:\n---\nv: !e!flow x", "tag:example.com,2026:flow"),
    ] as [(String, String?)])
  func tagsAreKeptAsWritten(yaml: String, tag: String?) throws {
    let value = try #require(try parse(yaml)["v"])
    #expect(value.tag == tag)
  }

  @Test func aTagMovesTheMarkToTheTag() throws {
    #expect(position(try parse("v: !custom x")["v"]) == "1:4")
  }
}
