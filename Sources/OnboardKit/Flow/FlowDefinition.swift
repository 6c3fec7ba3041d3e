/// A flow as written in a flow file, after decoding: plain values with the
/// marks of where each part was written.
///
/// A definition says nothing about types; they come from the model's
/// ``Schema`` when the flow is checked (see ``FlowChecker``).
public struct FlowDefinition: Sendable, Hashable, Codable {
  /// The flow's name (`flow:`), used in events and reports.
  public var name: String
  /// The flow's version (`version:`), recorded with every event.
  public var version: Int?
  /// The model the flow builds (`model:`), e.g. `User`.
  public var model: String
  /// A title shown above every step.
  public var title: String?
  /// The steps in file order; the first is where every run starts.
  public var steps: [StepDefinition]
  /// The experiments that run variants of this flow.
  package var experiments: [ExperimentDefinition] = []
  /// The people who see the base flow in every experiment (`holdout:`).
  package var holdout: HoldoutDefinition?
  /// The goal metrics (`metrics:`); the built-in `completed` is not listed
  /// (see ``allMetrics``).
  package var metrics: [MetricDefinition] = []
  /// The attributes stored with each exposure, for breakdowns (`dimensions:`).
  package var dimensions: [String] = []
  /// The locales the flow is written in and their texts (`locales:`,
  /// `defaultLocale:` and the per-locale files); `nil` for a flow in one language.
  package var locales: FlowLocales?
  /// Where the flow's document starts.
  package var mark: SourceMark?
  /// Where `steps:` is written.
  package var stepsMark: SourceMark?
  /// Where the value of `model:` is written.
  package var modelMark: SourceMark?
  /// Where the value of `dimensions:` is written.
  package var dimensionsMark: SourceMark?

  /// Creates a definition.
  package init(
    name: String, version: Int? = nil, model: String, title: String? = nil, steps: [StepDefinition],
    mark: SourceMark? = nil, stepsMark: SourceMark? = nil
  ) {
    self.name = name
    self.version = version
    self.model = model
    self.title = title
    self.steps = steps
    self.mark = mark
    self.stepsMark = stepsMark
  }

  /// Whether some `include:` step, here or in a sub-flow, has no loaded flow.
  package var hasUnresolvedIncludes: Bool {
    steps.contains { step in
      guard let include = step.include else { return false }
      return include.flow?.value.hasUnresolvedIncludes ?? true
    }
  }

  /// The steps a person can be shown: every step, with an include step
  /// counted as the steps of its sub-flow.
  package var shownStepCount: Int {
    steps.reduce(0) { count, step in count + (step.include.map { $0.flow?.value.shownStepCount ?? 0 } ?? 1) }
  }

  /// The step with this id.
  public func step(_ id: String) -> StepDefinition? {
    steps.first { $0.id == id }
  }
}
