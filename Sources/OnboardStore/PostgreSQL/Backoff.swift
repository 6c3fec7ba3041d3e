/// How long to wait between attempts to reach a server: doubling pauses,
/// bounded in total, so a run that cannot reach its store gives up after a
/// few seconds with a clear message.
public struct Backoff: Sendable, Hashable {
  /// The pauses, in milliseconds, before each attempt after the first.
  package var delays: [Int]

  /// Pauses that start at `first` milliseconds and double, up to `total` in all.
  package init(first: Int = 100, total: Int = 3000) {
    var delays: [Int] = []
    var next = max(1, first)
    var sum = 0
    while sum + next <= total {
      delays.append(next)
      sum += next
      next *= 2
    }
    if sum < total, total - sum >= first { delays.append(total - sum) }
    self.delays = delays
  }

  /// The default: 100 ms doubling, about 3 seconds in all.
  public static let standard = Backoff()
  /// No retry at all.
  package static let none = Backoff(first: 1, total: 0)
}
