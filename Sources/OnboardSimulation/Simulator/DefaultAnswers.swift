import OnboardKit

/// What a field the persona does not describe gets: a plain answer that the
/// runner, the flow's rules and the model's own checks all accept (see
/// ``ModelProbe``), of the sort its kind names: any such option, a number or
/// a date within the field's `min`/`max` narrowed to what the model takes, an
/// email from the id, or the first of a few texts that passes (`GB` for a
/// country code).
struct DefaultAnswers: Sendable {
  let probe: ModelProbe

  /// The generator of field `key`'s default answers, from what its kind
  /// says (``SimulatedAnswers``), kept to answers the model accepts.
  func generator(key: String, kind: FieldKind, rules: FieldRules, offered: [String]?) -> AnswerGenerator {
    func passes(_ value: JSONValue) -> Bool {
      probe.accepts(value, key: key, kind: kind, rules: rules, options: offered)
    }
    switch kind.definition.simulated(KindFacts(rules: rules, options: offered)) {
    case .options(let all, let several):
      let accepted = all.filter { passes(several ? .array([$0]) : $0) }
      let options = accepted.isEmpty ? all : accepted
      let uniform = WeightedTable(options, weights: options.map { _ in 1 })
      let fewest = max(1, rules.minItems ?? 1)
      return several ? .several(uniform, count: fewest...fewest) : .table(uniform)
    case .numbers(let low, let high, .days):
      let (lower, upper) = Self.narrowed(low, high, whole: true) {
        passes(.string(AnswerGenerator.write(day: Int($0))))
      }
      return .dates(.uniform(lower: lower, upper: upper))
    case .numbers(let low, let high, let scale):
      let whole = scale == .whole
      let (lower, upper) = Self.narrowed(low, high, whole: whole) { passes(.number($0)) }
      return whole
        ? .integer(.uniform(lower: lower, upper: upper)) : .number(.uniform(lower: lower, upper: upper))
    case .idWithSuffix(let suffix):
      return .email(suffix: suffix)
    case .firstAccepted(let texts):
      let text = texts.first { passes(.string($0)) } ?? texts.first ?? ""
      return .table(WeightedTable([.string(text)], weights: [1]))
    }
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
