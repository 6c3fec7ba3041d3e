/// One branch of a step's `next:`: go to `goto` when `when` holds (always,
/// when there is no `when`). The first branch that holds wins.
package struct NextRule: Sendable, Hashable, Codable {
  /// The condition over collected fields and attributes, in GrowthBook's language.
  package var when: Condition?
  /// The id of the step to go to, in the same flow.
  package var goto: String
  /// Where the branch starts.
  package var mark: SourceMark?
  /// Where the `goto` value is written.
  package var gotoMark: SourceMark?

  /// Creates a branch.
  package init(when: Condition? = nil, goto: String, mark: SourceMark? = nil, gotoMark: SourceMark? = nil) {
    self.when = when
    self.goto = goto
    self.mark = mark
    self.gotoMark = gotoMark
  }
}

/// A cross-field rule of the final step: when `when` holds, the run is
/// rejected with `error`.
package struct FinalRule: Sendable, Hashable, Codable {
  /// The condition that makes the answers unacceptable.
  package var when: Condition
  /// The message shown to the person.
  package var error: String
  /// Where the rule starts.
  package var mark: SourceMark?

  /// Creates a rule.
  package init(when: Condition, error: String, mark: SourceMark? = nil) {
    self.when = when
    self.error = error
    self.mark = mark
  }
}
