import OnboardYAML
import Testing

@Suite("YAMLParser marks")
struct YAMLParserMarkTests {
  /// Columns are counted in characters: `ünïcödé` is 7 columns though 11 bytes.
  static let document = """
    id: signup
    title: "Café"
    steps:
      - id: welcome
        kind: info
      - id: ask
        options: [a, b]
    ünïcödé: "é"
    emoji: ["😀", x]
    list:
    - first
    - &anchor second
    """

  @Test func everyNodeCarriesItsStart() throws {
    let root = try parse(Self.document)
    #expect(root.mark == SourceMark(file: testFile, line: 1, column: 1))
    let steps = try #require(root["steps"]?.elements)
    let options = steps[1]["options"]
    let emoji = root["emoji"]?.elements
    let list = root["list"]?.elements

    let positions: [(String, YAMLNode?, String)] = [
      ("key id", root.pairs?[0].key, "1:1"),
      ("value signup", root["id"], "1:5"),
      ("quoted value", root["title"], "2:8"),
      ("key steps", root.pairs?[2].key, "3:1"),
      ("block sequence", root["steps"], "4:3"),
      ("first item mapping", steps[0], "4:5"),
      ("its value", steps[0]["id"], "4:9"),
      ("its second key", steps[0].pairs?[1].key, "5:5"),
      ("second item", steps[1], "6:5"),
      ("flow sequence", options, "7:14"),
      ("flow item a", options?.elements?[0], "7:15"),
      ("flow item b", options?.elements?[1], "7:18"),
      ("multibyte key", root.pairs?[3].key, "8:1"),
      ("after multibyte key", root["ünïcödé"], "8:10"),
      ("emoji item", emoji?[0], "9:9"),
      ("after emoji", emoji?[1], "9:14"),
      ("indentless sequence", root["list"], "11:1"),
      ("its item", list?[0], "11:3"),
      ("anchored item starts at its anchor", list?[1], "12:3"),
    ]
    for (what, node, expected) in positions {
      #expect(position(node) == expected, "\(what)")
    }
  }

  @Test func structureAndSourceOrderAreKept() throws {
    let root = try parse(Self.document)
    #expect(
      root.pairs?.map { $0.key.scalar ?? "?" } == [
        "id", "title", "steps", "ünïcödé", "emoji", "list",
      ])
    #expect(root["steps"]?.elements?.map { $0["id"]?.scalar } == ["welcome", "ask"])
    #expect(root["emoji"]?.elements?.map(\.scalar) == ["😀", "x"])
    #expect(root["list"]?.elements?.map(\.scalar) == ["first", "second"])
  }

  @Test func marksNameTheFile() throws {
    let root = try YAMLParser.parse(Array("a: b\n".utf8), file: "Flows/signup.yaml")
    #expect(root["a"]?.mark.description == "Flows/signup.yaml:1:4")
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("[]", "sequence"),
    ("{}", "mapping"),
    ("- 1", "sequence"),
  ])
  func anyNodeMayBeTheRoot(text: String, kind: String) throws {
    let root = try parse(text)
    let actual: String
    switch root.content {
    case .scalar: actual = "plain"
    case .sequence: actual = "sequence"
    case .mapping: actual = "mapping"
    }
    #expect(actual == kind)
    #expect(position(root) == "1:1")
  }

  @Test func explicitDocumentMarkersAreAccepted() throws {
    let root = try parse("%YAML 1.1\n---\na: 1\n...\n")
    #expect(root["a"]?.scalar == "1")
    #expect(position(root) == "3:1")
  }
}
