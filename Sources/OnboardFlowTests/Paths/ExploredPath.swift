import OnboardKit

/// One path from the first step to an end, and what happened on it.
package struct ExploredPath: Sendable, Hashable {
  /// How the path ended.
  package enum Outcome: Sendable, Hashable {
    /// Generated valid answers built a model that passed final validation.
    case completes
    /// No generated valid answers got past the final step: its problems.
    case cannotComplete([String])
    /// The run stopped (a loop, an action the runner refused, no way on): why.
    case stopped(String)
  }

  /// The steps shown, qualified (`contact/email`).
  package var steps: [String]
  /// How it ended.
  package var outcome: Outcome
  /// The answers given on each step, in order (what `--emit-tests` writes).
  package var answers: [[String: JSONValue]]

  /// Creates a path.
  package init(steps: [String], outcome: Outcome, answers: [[String: JSONValue]]) {
    self.steps = steps
    self.outcome = outcome
    self.answers = answers
  }
}

/// A value at the edge of a field's rules that its step refused, as
/// expected: what `--emit-tests` writes as a `rejected` case.
package struct RefusedAnswer: Sendable, Hashable {
  /// The answers of the steps before.
  package var before: [[String: JSONValue]]
  /// The step's answers, the refused value among them.
  package var answers: [String: JSONValue]
  /// The steps shown, the refusing one last.
  package var steps: [String]
  /// The field.
  package var field: String
  /// What the boundary was (`min-1`).
  package var label: String
  /// The runner's message.
  package var message: String
  /// The step's other refusals of the same answers, by field (a birth date
  /// before the minimum also makes the computed age too high).
  package var others: [String: String] = [:]
}

/// Step, branch and field coverage: how many of each the explored paths reached.
package struct PathCoverage: Sendable, Hashable {
  /// Steps shown by some path, and every step.
  package var steps: (covered: Int, total: Int)
  /// Branches taken (moves out of steps with more than one way on), and every branch.
  package var branches: (covered: Int, total: Int)
  /// Fields whose boundary values were tried, and every field of every step.
  package var fields: (covered: Int, total: Int)

  /// Equal counts.
  package static func == (lhs: PathCoverage, rhs: PathCoverage) -> Bool {
    lhs.steps == rhs.steps && lhs.branches == rhs.branches && lhs.fields == rhs.fields
  }

  /// Hashes the counts.
  package func hash(into hasher: inout Hasher) {
    for (covered, total) in [steps, branches, fields] {
      hasher.combine(covered)
      hasher.combine(total)
    }
  }
}
