import OnboardYAML
import Testing

@Suite("YAMLParser limits")
struct YAMLParserLimitTests {
  static let deepFlow = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
  static let deepBlock = String(repeating: "- ", count: 10_000) + "x\n"

  /// The failure of `text` and how long finding it took.
  static func timedFailure(of text: String, limits: YAMLLimits = .default) -> (String, Duration) {
    var result = ""
    let elapsed = ContinuousClock().measure { result = failure(of: text, limits: limits) }
    return (result, elapsed)
  }

  @Test(arguments: [
    ("flow", deepFlow, "1:65: nesting deeper than 64 levels"),
    ("block", deepBlock, "1:129: nesting deeper than 64 levels"),
    ("unclosed flow", String(repeating: "[", count: 10_000), "1:65: nesting deeper than 64 levels"),
    (
      "flow mappings", String(repeating: "{a: ", count: 10_000) + String(repeating: "}", count: 10_000),
      "1:257: nesting deeper than 64 levels"
    ),
  ])
  func tenThousandLevelsAreRefusedFast(style: String, text: String, expected: String) {
    let (result, elapsed) = Self.timedFailure(of: text)
    #expect(result == expected, "\(style)")
    #expect(elapsed < .seconds(2), "\(style)")
  }

  @Test func depthIsCountedInCollections() {
    let limits = YAMLLimits(maxDepth: 3)
    #expect(failure(of: "a:\n  b: [x]\n", limits: limits) == "no error")
    #expect(failure(of: "a:\n  b: {c: x}\n", limits: limits) == "no error")
    #expect(failure(of: "a:\n  b: [[x]]\n", limits: limits) == "2:7: nesting deeper than 3 levels")
    #expect(failure(of: "a:\n  b:\n    c: [x]\n", limits: limits) == "3:8: nesting deeper than 3 levels")
  }

  @Test func anAliasCountsWithTheDepthOfItsNode() {
    let limits = YAMLLimits(maxDepth: 3)
    #expect(failure(of: "a: &x [[1]]\nb: *x\n", limits: limits) == "no error")
    #expect(failure(of: "a: &x [[1]]\nb: {c: *x}\n", limits: limits) == "2:8: nesting deeper than 3 levels")
  }

  @Test func nodesAreCounted() {
    let limits = YAMLLimits(maxNodes: 5)
    #expect(failure(of: "[1, 2, 3, 4]", limits: limits) == "no error")
    #expect(
      failure(of: "[1, 2, 3, 4, 5]", limits: limits)
        == "1:14: document has more than 5 nodes; flow files are limited to 5 nodes (scalars, lists and mappings)"
    )
  }

  @Test func anAliasCountsAsTheWholeNodeItCopies() {
    let limits = YAMLLimits(maxNodes: 10)
    // root, a, [1, 2, 3] = 6 nodes; b = 7; *x = 4 more.
    #expect(failure(of: "a: &x [1, 2, 3]\nb: 1\n", limits: limits) == "no error")
    #expect(
      failure(of: "a: &x [1, 2, 3]\nb: *x\n", limits: limits)
        == "2:4: document expands to more than 10 nodes once its aliases are expanded (4 nodes copied by aliases); flow files are limited to 10 nodes (scalars, lists and mappings)"
    )
  }

  @Test func billionLaughsIsRefusedFast() {
    var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
    for (previous, name) in zip("abcdefgh", "bcdefghi") {
      let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
      lines.append("\(name): &\(name) [\(aliases)]")
    }
    let (result, elapsed) = Self.timedFailure(of: lines.joined(separator: "\n"))
    // After f: 1 root + 6 keys + 10 + 91 + 820 + 7381 + 66430 + 597871 = 672610 nodes;
    // g and its sequence make 672612, and the first *f (597871 more) crosses a million.
    #expect(
      result
        == "7:8: document expands to more than 1000000 nodes once its aliases are expanded (1270459 nodes copied by aliases); flow files are limited to 1000000 nodes (scalars, lists and mappings)"
    )
    #expect(elapsed < .seconds(2))
  }

  @Test func oversizedBytesAreRefusedBeforeParsing() {
    let limits = YAMLLimits(maxFileBytes: 1000)
    #expect(
      failure(of: String(repeating: "#", count: 1000), limits: limits)
        == "1:1: file is empty; expected a mapping")
    #expect(
      failure(of: String(repeating: "#", count: 1001), limits: limits)
        == "1:1: file is 1001 bytes; flow files are limited to 1000 bytes")
  }
}
