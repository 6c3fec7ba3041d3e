import OnboardYAML
import Testing

@Suite("YAMLParser errors")
struct YAMLParserErrorTests {
  @Test(arguments: [
    ("", "1:1: file is empty; expected a mapping"),
    ("  \n\n   \n", "1:1: file is empty; expected a mapping"),
    ("# only a comment\n", "1:1: file is empty; expected a mapping"),
    ("a: 1\n---\nb: 2\n", "2:1: a second document starts here; a flow file holds exactly one"),
    ("a: 1\n...\n---\nb: 2\n", "3:1: a second document starts here; a flow file holds exactly one"),
    ("a: 1\n...\nb: 2\n", "3:1: did not find expected <document start>"),
    ("--- a\n--- b\n", "2:1: a second document starts here; a flow file holds exactly one"),
  ])
  func documentCount(yaml: String, expected: String) {
    #expect(failure(of: yaml) == expected)
  }

  @Test(arguments: [
    (
      "id: a\nsteps: []\nsteps: []\n",
      "3:1: duplicate key 'steps'; the first is at line 2"
    ),
    (
      "steps:\n  - id: a\n    title: x\n    id: b\n",
      "4:5: duplicate key 'id'; the first is at line 2"
    ),
    (#"{a: 1, "a": 2}"#, "1:8: duplicate key 'a'; the first is at line 1"),
    ("a: 1\n'a': 2\n", "2:1: duplicate key 'a'; the first is at line 1"),
    ("&k x: 1\n*k : 2\n", "2:1: duplicate key 'x'; the first is at line 1"),
  ])
  func duplicateKeysAreRefusedAtTheSecondKey(yaml: String, expected: String) {
    #expect(failure(of: yaml) == expected)
  }

  @Test func duplicateKeysAreFoundInLargeMappings() {
    let keys = (1...40).map { "key\($0): \($0)" }
    #expect(
      failure(of: (keys + ["key3: again"]).joined(separator: "\n"))
        == "41:1: duplicate key 'key3'; the first is at line 3")
    #expect(
      failure(of: (keys + ["key40: again"]).joined(separator: "\n"))
        == "41:1: duplicate key 'key40'; the first is at line 40")
    #expect(failure(of: (keys + ["key41: new"]).joined(separator: "\n")) == "no error")
  }

  @Test func equalKeysInDifferentMappingsAreFine() {
    #expect(failure(of: "a: {id: 1}\nb: {id: 2}\nc: [{id: 3}, {id: 4}]\n") == "no error")
  }

  /// libyaml's own words, after its context, at its problem mark.
  @Test(arguments: [
    (
      "a:\n\tb: 1\n",
      "2:1: while scanning for the next token: found character that cannot start any token (a tab: YAML indents with spaces only)"
    ),
    ("a: 1\nb\nc: 2\n", "3:1: while scanning a simple key: could not find expected ':'"),
    ("a: [1, 2\n", "2:1: while parsing a flow sequence: did not find expected ',' or ']'"),
    (#"a: "abc"#, "1:8: while scanning a quoted scalar: found unexpected end of stream"),
    ("a: b: c\n", "1:5: mapping values are not allowed in this context"),
    ("a: 1\n b: 2\n", "2:3: mapping values are not allowed in this context"),
    ("a: !<x\n", "1:7: while scanning a tag: did not find the expected '>'"),
  ])
  func syntaxErrorsUseLibyamlsWords(yaml: String, expected: String) {
    #expect(failure(of: yaml) == expected)
  }

  @Test(
    arguments: [
      ([0x61, 0x3A, 0x20, 0xFF, 0x0A], "1:4: invalid leading UTF-8 octet (0xFF); flow files must be UTF-8"),
      (
        Array("a: é\nbé: ".utf8) + [0xC3, 0x28],
        "2:5: invalid trailing UTF-8 octet (0x28); flow files must be UTF-8"
      ),
      (
        Array("a: x\nb: ".utf8) + [0xE2, 0x82],
        "2:4: incomplete UTF-8 octet sequence; flow files must be UTF-8"
      ),
      (Array("a: ".utf8) + [0x07], "1:4: control characters are not allowed (0x07)"),
    ] as [([UInt8], String)])
  func encodingErrorsPointAtTheByte(bytes: [UInt8], expected: String) {
    #expect(failure(ofBytes: bytes) == expected)
  }

  @Test func aByteOrderMarkIsAccepted() throws {
    let root = try YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), file: testFile)
    #expect(root["a"]?.scalar == "1")
  }
}
