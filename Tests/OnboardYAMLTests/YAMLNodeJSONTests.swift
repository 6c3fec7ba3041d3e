import OnboardYAML
import Testing

@Suite("YAMLNode.jsonValue")
struct YAMLNodeJSONTests {
  @Test(arguments: [
    ("", JSONValue.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
    ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
    ("0", .number(0)), ("42", .number(42)), ("-3", .number(-3)), ("+7", .number(7)),
    ("02134", .number(2134)), ("0o17", .number(15)), ("0x1F", .number(31)), ("0xff", .number(255)),
    ("1.5", .number(1.5)), ("-.5", .number(-0.5)), ("+.5", .number(0.5)), ("2.", .number(2)),
    ("6.02e23", .number(6.02e23)), ("1E-3", .number(0.001)), ("1e+2", .number(100)),
    ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("nULL", .string("nULL")),
    ("tRUE", .string("tRUE")), (".inf", .string(".inf")), (".nan", .string(".nan")),
    ("inf", .string("inf")), ("nan", .string("nan")), ("0x", .string("0x")), ("0o8", .string("0o8")),
    ("0xG", .string("0xG")), ("-0x1F", .string("-0x1F")), ("0b101", .string("0b101")),
    ("1_000", .string("1_000")), ("1.2.3", .string("1.2.3")), (".", .string(".")),
    ("-", .string("-")), ("1e", .string("1e")), (".e3", .string(".e3")), ("0x1p3", .string("0x1p3")),
    ("12 monkeys", .string("12 monkeys")), (" 1", .string(" 1")), ("US", .string("US")),
  ])
  func plainScalarsFollowTheCoreSchema(text: String, expected: JSONValue) {
    #expect(YAMLNode.coreSchemaValue(ofPlain: text) == expected)
  }

  @Test func onlyPlainUntaggedScalarsAreInterpreted() throws {
    let root = try parse(
      """
      plan: pro
      seats: 5
      trial: false
      coupon: ~
      zip: "02134"
      flag: 'true'
      block: |
        12
      forced: !!str 12
      bare: ! 12
      other: !custom 12
      list: [1, "1", null, [x]]
      nested: {a: {b: 1.5}}
      """)
    let expected = JSONValue.object([
      "plan": .string("pro"), "seats": .number(5), "trial": .bool(false), "coupon": .null,
      "zip": .string("02134"), "flag": .string("true"), "block": .string("12\n"),
      "forced": .string("12"), "bare": .string("12"), "other": .number(12),
      "list": .array([.number(1), .string("1"), .null, .array([.string("x")])]),
      "nested": .object(["a": .object(["b": .number(1.5)])]),
    ])
    #expect(try root.jsonValue() == expected)
  }

  @Test func aNonScalarKeyCannotBecomeJSON() throws {
    let root = try parse("a: 1\n? [x]\n: 2\n")
    #expect(
      throws: DiagnosticError([
        .error("a mapping key must be a scalar, not a sequence", at: root.pairs?[1].key.mark)
      ])
    ) {
      try root.jsonValue()
    }
    #expect(root.pairs?[1].key.mark == SourceMark(file: testFile, line: 2, column: 3))
  }
}
