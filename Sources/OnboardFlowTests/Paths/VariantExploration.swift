import OnboardKit

/// What exploring one variant's flow found.
public struct VariantExploration: Sendable {
  /// `base`, or the variants applied.
  public var label: String
  /// The variants that show this flow in the real runner.
  public var forced: [String: String]
  /// Whether forcing ``forced`` shows exactly this flow (every experiment has a variant to force).
  public var isReachable: Bool
  /// Every path explored, in the order found.
  package var paths: [ExploredPath] = []
  /// Whether the enumeration stopped at the limit (or its budgets).
  package var truncated = false
  /// Why it stopped, when a budget stopped it rather than the limit of paths.
  package var stopReason: String?
  /// Step, branch and field coverage.
  package var coverage = PathCoverage(steps: (0, 0), branches: (0, 0), fields: (0, 0))
  /// How many boundary values were tried.
  package var boundaryChecks = 0
  /// Refused boundary values, for `--emit-tests`.
  package var refused: [RefusedAnswer] = []
  /// What is wrong: each makes `onboard paths` exit 1.
  public var problems: [String] = []
  /// What may be wrong, or could not be checked.
  public var warnings: [String] = []

  /// An empty exploration of `variant`.
  init(_ variant: VariantFlow, reachable: Bool) {
    label = variant.label
    forced = variant.forced
    isReachable = reachable
  }

  /// The problems and warning keys so far, so that each is added once
  /// without scanning the lists (thousands on a long flow).
  private var problemSet: Set<String> = []
  private var warningKeys: Set<String> = []

  /// Adds a problem once.
  mutating func problem(_ message: String) {
    if problemSet.insert(message).inserted { problems.append(message) }
  }

  /// Stops the walk: at the limit of paths (no reason), or for the reason given.
  mutating func stop(_ reason: String?) {
    if !truncated { stopReason = reason }
    truncated = true
  }

  /// Adds a warning once; warnings that differ only in their `(first after …)`
  /// part count as one.
  mutating func warn(_ message: String) {
    func key(_ text: String) -> String {
      guard let open = text.range(of: " (first after "),
        let close = text.range(of: "): ", range: open.upperBound..<text.endIndex)
      else { return text }
      return String(text[..<open.lowerBound] + text[close.upperBound...])
    }
    if warningKeys.insert(key(message)).inserted { warnings.append(message) }
  }
}
