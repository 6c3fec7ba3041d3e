/// How people answer one field, as a persona writes it.
public struct FieldBehaviour: Sendable {
  /// Where the valid answer comes from.
  public var answers: AnswerSource
  /// The chance of first giving an invalid answer (then correcting it), which
  /// makes the runner report `validation_failed`.
  public var invalid: Double
  /// The invalid answer; `nil` picks one from the field's kind and rules.
  public var invalidValue: JSONValue?
  /// The chance of leaving the field unanswered (its `default:` applies).
  public var blank: Double
  /// For multi-choice fields: how many values are picked (uniformly in the range).
  public var count: ClosedRange<Int>

  /// A behaviour.
  public init(
    answers: AnswerSource, invalid: Double = 0, invalidValue: JSONValue? = nil, blank: Double = 0,
    count: ClosedRange<Int> = 1...1
  ) {
    self.answers = answers
    self.invalid = invalid
    self.invalidValue = invalidValue
    self.blank = blank
    self.count = count
  }
}

/// Where a field's valid answers come from.
public enum AnswerSource: Sendable {
  /// Weighted values as written (options of a choice, `true`/`false`, text).
  case values(WeightedTable<String>)
  /// Numbers (integer fields round them).
  case numbers(NumberDistribution)
  /// Dates, as days since 1970-01-01.
  case dates(NumberDistribution)
  /// `<user id>@domain`.
  case email(domain: String)
  /// Random capital letters and digits of this length.
  case code(length: Int)
  /// The person's attribute of this name, as text.
  case attribute(String)
}

/// How one variant of an experiment changes behaviour.
public struct VariantEffect: Sendable, Hashable {
  /// Multiplies the abandonment of every step.
  public var abandonFactor: Double
  /// Multiplies the abandonment of these steps (on top of ``abandonFactor``).
  public var stepFactors: [String: Double]
  /// Per field, per value, a factor on the value's weight.
  public var weightFactors: [String: [String: Double]]
  /// Per outcome event, a factor on the chance of every outcome rule of it.
  public var outcomeFactors: [String: Double]

  /// An effect; the default changes nothing.
  public init(
    abandonFactor: Double = 1, stepFactors: [String: Double] = [:],
    weightFactors: [String: [String: Double]] = [:], outcomeFactors: [String: Double] = [:]
  ) {
    self.abandonFactor = abandonFactor
    self.stepFactors = stepFactors
    self.weightFactors = weightFactors
    self.outcomeFactors = outcomeFactors
  }
}
