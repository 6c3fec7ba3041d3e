import OnboardKit

/// Every step a path walk entered, each with the answers given on the step
/// before it and that step's entry: the paths of the walk as chains that
/// share their beginnings, one entry per step entered (instead of a copy of
/// the whole path per step, which grew with the square of its length).
struct Trail {
  private var nodes: [Int] = []
  private var answersGiven: [[String: JSONValue]] = []
  private var parents: [Int] = []
  private var depths: [Int] = []

  /// Adds the step `node`, entered with `answers` from entry `parent` (-1 at the start).
  mutating func add(_ node: Int, given answers: [String: JSONValue], after parent: Int) -> Int {
    nodes.append(node)
    answersGiven.append(answers)
    parents.append(parent)
    depths.append(parent < 0 ? 1 : depths[parent] + 1)
    return nodes.count - 1
  }

  /// How many steps the path to `entry` has.
  func depth(_ entry: Int) -> Int {
    entry < 0 ? 0 : depths[entry]
  }

  /// The steps from the start to `entry`, and the answers given on each but the last.
  func path(to entry: Int) -> (nodes: [Int], answers: [[String: JSONValue]]) {
    var path: [Int] = []
    var answers: [[String: JSONValue]] = []
    path.reserveCapacity(depth(entry))
    answers.reserveCapacity(depth(entry))
    var current = entry
    while current >= 0, current < nodes.count {
      path.append(nodes[current])
      if parents[current] >= 0 { answers.append(answersGiven[current]) }
      current = parents[current]
    }
    return (path.reversed(), answers.reversed())
  }
}

extension Trail {
  /// The step of `entry`.
  func node(_ entry: Int) -> Int { nodes[entry] }

  /// The answers given on the step before `entry` to get to it.
  func given(_ entry: Int) -> [String: JSONValue] { answersGiven[entry] }

  /// The entry before `entry` on its path; -1 at the start.
  func parent(_ entry: Int) -> Int { parents[entry] }
}
