import Testing

@testable import OnboardCLI

/// A command line with one of each kind of argument, for the parser tables.
private enum Sample {
  static let input = ArgumentDefinition.positional("input", help: "The input.")
  static let extra = ArgumentDefinition.positional("extra", repeating: true, required: false, help: "More.")
  static let out = ArgumentDefinition.option("out", short: "o", valueName: "path", help: "Where to write.")
  static let attr = ArgumentDefinition.option(
    "attr", valueName: "key=value", repeating: true, help: "An attribute.")
  static let limit = ArgumentDefinition.option("limit", valueName: "n", help: "At most this many.")
  static let verbose = ArgumentDefinition.flag("verbose", short: "v", help: "Say more.")
  static let quiet = ArgumentDefinition.flag("quiet", short: "q", help: "Say less.")
  static let all = [input, extra, out, attr, limit, verbose, quiet]

  static func parse(_ words: [String]) throws(ParseProblem) -> ParsedValues {
    try ArgumentsParser(definitions: all).parse(words)
  }
}

@Suite struct ArgumentsParserTests {
  @Test(arguments: [
    (["a"], ["<input>": ["a"]]),
    (["a", "b", "c"], ["<input>": ["a"], "<extra>": ["b", "c"]]),
    (["--out", "x", "a"], ["--out": ["x"], "<input>": ["a"]]),
    (["--out=x", "a"], ["--out": ["x"], "<input>": ["a"]]),
    (["--out=", "a"], ["--out": [""], "<input>": ["a"]]),
    (["--out=k=v", "a"], ["--out": ["k=v"], "<input>": ["a"]]),
    (["-o", "x", "a"], ["--out": ["x"], "<input>": ["a"]]),
    (["-ox", "a"], ["--out": ["x"], "<input>": ["a"]]),
    (["--attr", "a=1", "--attr=b=2", "a"], ["--attr": ["a=1", "b=2"], "<input>": ["a"]]),
    (["-vq", "a"], ["--verbose": [""], "--quiet": [""], "<input>": ["a"]]),
    (["-v", "a", "--verbose"], ["--verbose": ["", ""], "<input>": ["a"]]),
    (["-vo", "x", "a"], ["--verbose": [""], "--out": ["x"], "<input>": ["a"]]),
    (["a", "--quiet", "b"], ["--quiet": [""], "<input>": ["a"], "<extra>": ["b"]]),
    (["--", "--out", "-v"], ["<input>": ["--out"], "<extra>": ["-v"]]),
    (["-", "a"], ["<input>": ["-"], "<extra>": ["a"]]),
    (["--limit=-3", "a"], ["--limit": ["-3"], "<input>": ["a"]]),
    (["--limit", "-3", "a"], ["--limit": ["-3"], "<input>": ["a"]]),
    (["--limit", "-0.5", "a"], ["--limit": ["-0.5"], "<input>": ["a"]]),
  ])
  func parsesValidCommandLines(words: [String], expected: [String: [String]]) throws {
    #expect(try Sample.parse(words).storage == expected)
  }

  @Test(arguments: [
    (["--otu", "a"], ParseProblem.unknownOption("--otu", suggestion: "--out")),
    (["--verbse", "a"], .unknownOption("--verbse", suggestion: "--verbose")),
    (["--zzzzzz", "a"], .unknownOption("--zzzzzz", suggestion: nil)),
    (["--otu=x", "a"], .unknownOption("--otu", suggestion: "--out")),
    (["-x", "a"], .unknownOption("-x", suggestion: nil)),
    (["-verbose", "a"], .unknownOption("-verbose", suggestion: "--verbose")),
    ([], .missingArgument(label: "<input>")),
    (["--verbose"], .missingArgument(label: "<input>")),
    (["a", "--out"], .missingValue(label: "--out <path>")),
    (["--out", "--verbose", "a"], .missingValue(label: "--out <path>")),
    (["--out", "-5x", "a"], .missingValue(label: "--out <path>")),
    (["a", "-o"], .missingValue(label: "--out <path>")),
    (["--verbose=yes", "a"], .flagWithValue("--verbose")),
    (["--out", "x", "--out=y", "a"], .duplicateOption("--out")),
    (["--zzzzzz"], .unknownOption("--zzzzzz", suggestion: nil)),
  ])
  func reportsTheFirstProblem(words: [String], expected: ParseProblem) {
    #expect(throws: expected) { try Sample.parse(words) }
  }

  @Test func requiredOptionMustBeGiven() {
    let name = ArgumentDefinition.option("name", required: true, help: "A name.")
    #expect(throws: ParseProblem.missingArgument(label: "--name <name>")) {
      try ArgumentsParser(definitions: [name]).parse([])
    }
    #expect((try? ArgumentsParser(definitions: [name]).parse(["--name", "x"]))?.words(for: name) == ["x"])
  }

  @Test func wordsNoPositionalTakesAreUnexpected() {
    #expect(throws: ParseProblem.unexpectedArgument("b")) {
      try ArgumentsParser(definitions: [Sample.input]).parse(["a", "b"])
    }
  }

  @Test func optionalPositionalMayBeLeftOut() throws {
    let maybe = ArgumentDefinition.positional("maybe", required: false, help: "Optional.")
    #expect(try ArgumentsParser(definitions: [maybe]).parse([]).storage.isEmpty)
  }

  @Test func valuesConvertToTheirTypes() throws {
    let values = try Sample.parse(["--limit", "12", "--attr", "plan=pro", "--attr=n=a=b", "a"])
    #expect(try values.value(Sample.limit, as: Int.self) == 12)
    #expect(
      try values.values(Sample.attr, as: KeyValuePair.self) == [
        KeyValuePair(key: "plan", value: "pro"), KeyValuePair(key: "n", value: "a=b"),
      ])
    #expect(try values.value(Sample.out) == nil)
    #expect(values.flag(Sample.verbose) == false)
  }

  @Test func valuesThatDoNotConvertNameTheOptionAndTheExpectation() throws {
    let values = try Sample.parse(["--limit", "ten", "--attr", "plan", "a"])
    #expect(throws: ParseProblem.invalidValue("ten", label: "--limit <n>", expectation: "an integer")) {
      try values.value(Sample.limit, as: Int.self)
    }
    #expect(throws: ParseProblem.invalidValue("plan", label: "--attr <key=value>", expectation: "key=value"))
    {
      try values.values(Sample.attr, as: KeyValuePair.self)
    }
  }

  @Test(arguments: [
    ("k=v", KeyValuePair(key: "k", value: "v")),
    ("k=", KeyValuePair(key: "k", value: "")),
    ("k=a=b", KeyValuePair(key: "k", value: "a=b")),
    ("=v", nil),
    ("kv", nil),
  ])
  func keyValuePairsSplitAtTheFirstEquals(word: String, expected: KeyValuePair?) {
    #expect(KeyValuePair(argument: word) == expected)
  }

  @Test(arguments: [
    (Sample.input, "<input>", "<input>", "<input>"),
    (Sample.extra, "<extra>", "[<extra> ...]", "<extra> ..."),
    (Sample.out, "-o, --out <path>", "[--out <path>]", "--out <path>"),
    (Sample.attr, "--attr <key=value>", "[--attr <key=value> ...]", "--attr <key=value>"),
    (Sample.verbose, "-v, --verbose", "[--verbose]", "--verbose"),
    (
      ArgumentDefinition.option("name", required: true, help: ""), "--name <name>", "--name <name>",
      "--name <name>"
    ),
  ])
  func definitionsLabelThemselves(definition: ArgumentDefinition, help: String, usage: String, error: String)
  {
    #expect(definition.helpLabel == help)
    #expect(definition.usageComponent == usage)
    #expect(definition.errorLabel == error)
  }
}
