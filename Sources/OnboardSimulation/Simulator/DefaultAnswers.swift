import OnboardKit

/// What a field the persona does not describe gets: a plain answer that the
/// runner, the flow's rules and the model's own checks all accept (see
/// ``ModelProbe``): any such option, a number or a date within the field's
/// `min`/`max` narrowed to what the model takes, an email from the id, or the
/// first of a few texts that passes (`GB` for a country code).
struct DefaultAnswers: Sendable {
  let probe: ModelProbe

  /// Texts tried in order for a text field.
  static let texts = ["Sim", "GB", "SIM00001", "sim", "Simulated Person", "1"]
  /// Days since 1970 of 1950-01-01 and 2005-01-01: the usual dates.
  static let usualDays = (-7305.0, 12_784.0)

  /// The generator of field `key`'s default answers.
  func generator(key: String, kind: FieldKind, rules: FieldRules, offered: [String]?) -> AnswerGenerator {
    func passes(_ value: JSONValue) -> Bool {
      probe.accepts(value, key: key, kind: kind, rules: rules, options: offered)
    }
    switch kind {
    case .choice, .boolean, .multiChoice:
      let all = (offered ?? (kind == .boolean ? ["true", "false"] : [])).map(JSONValue.string)
      let accepted = all.filter { passes(kind == .multiChoice ? .array([$0]) : $0) }
      let options = accepted.isEmpty ? all : accepted
      let uniform = WeightedTable(options, weights: options.map { _ in 1 })
      let fewest = max(1, rules.minItems ?? 1)
      return kind == .multiChoice ? .several(uniform, count: fewest...fewest) : .table(uniform)
    case .integer, .number:
      let low = rules.min?.numberValue ?? 0
      let high = max(low, rules.max?.numberValue ?? 100)
      let whole = kind == .integer
      let (lower, upper) = Self.narrowed(low, high, whole: whole) { passes(.number($0)) }
      return whole
        ? .integer(.uniform(lower: lower, upper: upper)) : .number(.uniform(lower: lower, upper: upper))
    case .date:
      let (low, high) = Self.days(rules)
      let (lower, upper) = Self.narrowed(low, high, whole: true) {
        passes(.string(AnswerGenerator.write(day: Int($0))))
      }
      return .dates(.uniform(lower: lower, upper: upper))
    case .email:
      return .email(suffix: "@example.com")
    case .text:
      let text = Self.texts.first { passes(.string($0)) } ?? Self.texts[0]
      return .table(WeightedTable([.string(text)], weights: [1]))
    }
  }

  /// The usual dates within the field's `min`/`max`; when those leave none,
  /// ten years from the bound given.
  static func days(_ rules: FieldRules) -> (Double, Double) {
    func day(_ bound: JSONValue?) -> Double? {
      guard let text = bound?.stringValue, let date = CalendarDate(text) else { return nil }
      return (date.date.timeIntervalSince1970 / 86_400).rounded(.down)
    }
    let first = day(rules.min)
    let last = day(rules.max)
    let low = max(usualDays.0, first ?? usualDays.0)
    let high = min(usualDays.1, last ?? usualDays.1)
    if low <= high { return (low, high) }
    let start = first ?? (last ?? usualDays.1) - 3652
    return (start, max(start, last ?? start + 3652))
  }

  /// The part of `low...high` that `passes`, for checks that accept one
  /// interval (`0...150` for an age): both ends kept when they pass, else
  /// each failing end moved by bisection towards a value that passes. With
  /// no passing value among the ends and the middle, the range unchanged.
  static func narrowed(
    _ low: Double, _ high: Double, whole: Bool, passes: (Double) -> Bool
  ) -> (Double, Double) {
    let lowPasses = passes(low)
    let highPasses = passes(high)
    if lowPasses, highPasses { return (low, high) }
    let middle = whole ? ((low + high) / 2).rounded(.down) : (low + high) / 2
    guard let inside = [low, high, middle].first(where: passes) else { return (low, high) }
    func edge(from failing: Double) -> Double {
      var outside = failing
      var passing = inside
      for _ in 0..<64 {
        if whole ? abs(passing - outside) <= 1 : passing == outside { break }
        let probe = whole ? ((outside + passing) / 2).rounded(.down) : (outside + passing) / 2
        if probe == outside || probe == passing { break }
        if passes(probe) { passing = probe } else { outside = probe }
      }
      return passing
    }
    return (lowPasses ? low : edge(from: low), highPasses ? high : edge(from: high))
  }
}
