/// Any number of values from a list of options, kept in option order;
/// `minItems` and `maxItems` as rules.
struct MultiChoiceKind: FieldKindDefinition {
  var name: String { "multiChoice" }
  var displayName: String { "multi-choice" }
  var expectation: String { "a list of the options" }
  var allowedRules: Set<String> { ["minItems", "maxItems"] }
  var takesOptions: Bool { true }
  var needsOptions: Bool { true }
  var isList: Bool { true }
  var promptStyle: PromptStyle { .multiSelect }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    let items: [JSONValue]
    switch value {
    case .array(let array): items = array
    case .string(let text):
      items = text.split(separator: ",").map { .string(String($0).trimmed) }.filter { $0 != .string("") }
    default: return .failure(FieldValueError("\(FieldValueParser.quoted(value)) is not a list of options"))
    }
    var chosen: [String] = []
    for item in items {
      switch FieldValueParser.option(item, options) {
      case .success(let raw): if !chosen.contains(raw) { chosen.append(raw) }
      case .failure(let error): return .failure(error)
      }
    }
    if let options { chosen.sort { (options.firstIndex(of: $0) ?? 0) < (options.firstIndex(of: $1) ?? 0) } }
    return .success(.choices(chosen))
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    guard case .array(let items) = json else { return nil }
    var values: [String] = []
    for item in items {
      guard case .string(let value) = item else { return nil }
      values.append(value)
    }
    return .choices(values)
  }

  func samples(_ facts: KindFacts) -> [JSONValue] {
    [.array((facts.options ?? []).prefix(1).map(JSONValue.string))]
  }

  func candidates(_ facts: KindFacts) -> [JSONValue] {
    let options = (facts.options ?? []).map(JSONValue.string)
    let low = facts.rules.minItems ?? 0
    var lists: [JSONValue] = []
    if low > 1 { lists.append(.array(Array(options.prefix(low)))) }
    lists += options.map { .array([$0]) }
    if let high = facts.rules.maxItems { lists.append(.array(Array(options.prefix(high)))) }
    lists.append(.array([]))
    return lists
  }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    let options = (facts.options ?? []).map(JSONValue.string)
    var values = options.map { BoundaryAnswer("option \($0.stringValue ?? "")", .array([$0]), valid: true) }
    if let low = facts.rules.minItems, low > 0, low <= options.count {
      values.append(BoundaryAnswer("minItems", .array(Array(options.prefix(low))), valid: true))
      values.append(BoundaryAnswer("minItems-1", .array(Array(options.prefix(low - 1))), valid: false))
    }
    if let high = facts.rules.maxItems, high < options.count {
      values.append(BoundaryAnswer("maxItems", .array(Array(options.prefix(high))), valid: true))
      values.append(BoundaryAnswer("maxItems+1", .array(Array(options.prefix(high + 1))), valid: false))
    }
    values.append(BoundaryAnswer("not an option", .array(["not-an-option"]), valid: false))
    return values
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { .array([.string("none of these")]) }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .options((facts.options ?? []).map(JSONValue.string), several: true)
  }
}

extension FieldKind {
  /// Any number of values from a list of options.
  public static let multiChoice = FieldKind(MultiChoiceKind())
}
