/// One branch of a step's `next:`: go to `goto` when `when` holds (always,
/// when there is no `when`). The first branch that holds wins.
public struct NextRule: Sendable, Hashable, Codable {
  /// The condition over collected fields and attributes, in GrowthBook's language.
  public var when: Condition?
  /// The id of the step to go to, in the same flow.
  public var goto: String
  /// Where the branch starts.
  public var mark: SourceMark?
  /// Where the `goto` value is written.
  public var gotoMark: SourceMark?

  /// Creates a branch.
  public init(when: Condition? = nil, goto: String, mark: SourceMark? = nil, gotoMark: SourceMark? = nil) {
    self.when = when
    self.goto = goto
    self.mark = mark
    self.gotoMark = gotoMark
  }
}

/// A cross-field rule of the final step: when `when` holds, the run is
/// rejected with `error`.
public struct FinalRule: Sendable, Hashable, Codable {
  /// The condition that makes the answers unacceptable.
  public var when: Condition
  /// The message shown to the person.
  public var error: String
  /// Where the rule starts.
  public var mark: SourceMark?

  /// Creates a rule.
  public init(when: Condition, error: String, mark: SourceMark? = nil) {
    self.when = when
    self.error = error
    self.mark = mark
  }
}
