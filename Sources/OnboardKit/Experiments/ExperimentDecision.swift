/// How an experiment is decided (`decision:` in the flow file): GrowthBook's
/// decision criteria, the smallest relative change the goal metrics must be
/// able to show (the target MDE), and the shortest run before a call.
///
/// ```yaml
/// decision: { criteria: clear-signals, targetMDE: 0.1, minRuntime: 3d }
/// ```
public struct ExperimentDecision: Sendable, Hashable, Codable {
  /// GrowthBook's two preset decision criteria.
  public enum Criteria: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ship only when every goal metric is significantly better and no
    /// guardrail significantly worse; roll back when a guardrail is worse,
    /// or a goal worse and none better; otherwise review.
    case clearSignals = "clear-signals"
    /// Ship as long as no goal and no guardrail metric is significantly
    /// worse; otherwise roll back.
    case doNoHarm = "do-no-harm"
  }

  /// The criteria; clear signals unless set.
  public var criteria: Criteria
  /// The relative change each goal metric must be able to show with 80%
  /// power before the experiment is called (0.1: ±10%).
  public var targetMDE: Double
  /// The shortest run before a call, however much traffic came; none unless set.
  public var minRuntime: MetricWindow?
  /// Where each part was written (`decision`, `criteria`, `targetMDE`, `minRuntime`).
  public var marks: [String: SourceMark] = [:]

  /// The target MDE when none is written (GrowthBook's default).
  public static let defaultTargetMDE = 0.1

  /// The largest target MDE the flow format takes (10: a tenfold change).
  public static let largestTargetMDE = 10.0

  /// Settings; GrowthBook's defaults unless told.
  public init(
    criteria: Criteria = .clearSignals, targetMDE: Double = defaultTargetMDE, minRuntime: MetricWindow? = nil
  ) {
    self.criteria = criteria
    self.targetMDE = targetMDE
    self.minRuntime = minRuntime
  }

}
