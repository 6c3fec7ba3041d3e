/// The answers a loop search tries for the names the conditions of a part
/// of a flow read: the values the conditions name, their neighbours, no
/// answer — each one a valid answer where the name is a field of a step.
struct LoopAnswers {
  /// The most values tried per name (a name compared with thousands of
  /// values in a loop of thousands of steps gets the first of them).
  static let maxValues = 32

  /// The names read, sorted, and per name the values to try (`nil`: no answer).
  private(set) var names: [String] = []
  private(set) var values: [[JSONValue?]] = []

  /// What to know about a field that some step asks: its kind and rules,
  /// and whether it can be left without an answer once a step of the loop asked it.
  struct FieldFacts {
    var definition: FieldDefinition
    var kind: FieldKind?
    var options: [String]?
    var alwaysAnswered: Bool
  }

  /// The values to try for every name `conditions` read; `fields` says which
  /// names are fields asked in the loop's part of the flow.
  init(_ conditions: [Condition], fields: [String: FieldFacts]) {
    var literals: [String: [JSONValue]] = [:]
    for condition in conditions { Self.collect(condition.json, name: nil, into: &literals) }
    names = literals.keys.sorted()
    values = names.map { name in
      let facts = fields[name]
      var tried: [JSONValue?] = facts?.alwaysAnswered == true ? [] : [nil]
      var seen: Set<JSONValue> = []
      let samples = facts.map(Self.samples) ?? []
      for value in Self.spread(literals[name] ?? [], options: facts?.options) + samples {
        guard let valid = facts.map({ Self.valid(value, $0) }) ?? value, seen.insert(valid).inserted else {
          continue
        }
        tried.append(valid)
        if tried.count >= Self.maxValues { break }
      }
      // NB: a field that must have an answer has one, even when no value
      // tried here is valid: `$exists` must see it.
      if tried.isEmpty { tried.append(samples.first ?? .string("x")) }
      return tried
    }
  }

  /// How many combinations there are (at most `Int.max`).
  var combinations: Int {
    values.reduce(1) { total, list in
      total.multipliedReportingOverflow(by: max(1, list.count)).overflow ? .max : total * max(1, list.count)
    }
  }

  /// The combination numbered `index` (mixed radix over the names), as facts.
  func facts(_ index: Int) -> [String: JSONValue] {
    var rest = index
    var facts: [String: JSONValue] = [:]
    for (position, list) in values.enumerated() where !list.isEmpty {
      if let value = list[rest % list.count] { facts[names[position]] = value }
      rest /= list.count
    }
    return facts
  }

  /// The values a condition compares each name with, through `$and`, `$or`,
  /// `$nor`, `$not` and `$elemMatch`; a `$size` gives lists of about that size.
  private static func collect(_ json: JSONValue, name: String?, into literals: inout [String: [JSONValue]]) {
    guard case .object(let entries) = json else { return }
    for (key, value) in entries {
      switch key {
      case "$and", "$or", "$nor":
        for item in value.arrayValue ?? [] { collect(item, name: nil, into: &literals) }
      case "$not", "$elemMatch":
        collect(value, name: name, into: &literals)
      case "$size":
        guard let name, let count = value.numberValue, count >= 0, count < 100 else { continue }
        for size in [count - 1, count, count + 1] where size >= 0 {
          literals[name, default: []].append(.array(Array(repeating: "x", count: Int(size))))
        }
      case _ where key.hasPrefix("$"):
        guard let name else { continue }
        literals[name, default: []] += value.arrayValue ?? [value]
      default:
        let attribute = key.contains(".") ? AttributePath.attributeName(of: key) : key
        if case .object(let inner) = value, inner.keys.contains(where: { $0.hasPrefix("$") }) {
          if literals[attribute] == nil { literals[attribute] = [] }
          collect(value, name: attribute, into: &literals)
        } else {
          literals[attribute, default: []].append(value)
        }
      }
    }
  }

  /// The literals, their neighbours (a number ± 1, the other boolean, another
  /// text) and the options, without repeats.
  private static func spread(_ literals: [JSONValue], options: [String]?) -> [JSONValue] {
    var spread: [JSONValue] = []
    var seen: Set<JSONValue> = []
    func add(_ value: JSONValue) { if seen.insert(value).inserted { spread.append(value) } }
    for literal in literals {
      add(literal)
      switch literal {
      case .number(let number):
        add(.number(number - 1))
        add(.number(number + 1))
      case .bool(let flag): add(.bool(!flag))
      case .string: add(.string("x"))
      default: break
      }
    }
    for option in options ?? [] { add(.string(option)) }
    if spread.isEmpty { add(.string("x")) }
    return spread
  }

  /// Everyday answers of a field's kind, for fields the conditions name
  /// with values that do not fit it (`$exists: true` names a boolean).
  private static func samples(_ facts: FieldFacts) -> [JSONValue] {
    facts.kind?.definition.samples(KindFacts(rules: facts.definition.rules, options: facts.options)) ?? []
  }

  /// The value as a step would store it, when it is a valid answer there.
  private static func valid(_ value: JSONValue, _ facts: FieldFacts) -> JSONValue? {
    guard let kind = facts.kind else { return value }
    guard case .success(let parsed) = FieldValueParser.parse(value, kind: kind, options: facts.options),
      FieldRuleCheck.problems(parsed, rules: facts.definition.rules, kind: kind).isEmpty
    else { return nil }
    return parsed.json
  }
}
