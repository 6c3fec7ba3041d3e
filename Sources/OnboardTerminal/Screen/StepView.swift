/// Everything one wizard screen shows, as plain values: what the
/// ``ScreenRenderer`` turns into a ``Frame``.
public struct StepView: Sendable, Hashable {
  /// What the screen is asking of the person.
  public enum Mode: Sendable, Hashable {
    /// Answering the step's fields.
    case editing
    /// Asked whether to quit (Esc on the first step, Ctrl-D on an empty field).
    case confirmingQuit
  }

  /// One answer in the summary of the final step.
  public struct SummaryRow: Sendable, Hashable {
    /// The field's label.
    public var label: String
    /// The answer as the person reads it; `-` when there is none.
    public var value: String

    /// Creates a row.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The flow's title, shown above every step.
  public var flowTitle: String?
  /// The titles of the include steps around this one, outermost first.
  public var sectionTitles: [String] = []
  /// Whether the step may be skipped (Ctrl-S).
  public var isSkippable = false
  /// Whether the step is a note (`note:`): text only, continued with Enter.
  public var isNote = false
  /// The step's title (its id when it has none).
  public var stepTitle: String
  /// Text under the title.
  public var body: String?
  /// Where the person is.
  public var progress: ProgressLine
  /// The step's fields, in order.
  public var fields: [FieldInfo]
  /// One prompt per field.
  public var prompts: [Prompt]
  /// The focused field.
  public var focus: Int
  /// Validation messages by field key; `""` holds the step's own.
  public var errors: [String: [String]]
  /// On the final step, every answer on the path; empty elsewhere.
  public var summary: [SummaryRow]
  /// Whether this is the final step (Enter finishes).
  public var isFinal: Bool
  /// What is being asked.
  public var mode: Mode

  /// Creates a view.
  public init(
    flowTitle: String?, stepTitle: String, body: String? = nil, progress: ProgressLine,
    fields: [FieldInfo], prompts: [Prompt], focus: Int = 0, errors: [String: [String]] = [:],
    summary: [SummaryRow] = [], isFinal: Bool = false, mode: Mode = .editing
  ) {
    self.flowTitle = flowTitle
    self.stepTitle = stepTitle
    self.body = body
    self.progress = progress
    self.fields = fields
    self.prompts = prompts
    self.focus = focus
    self.errors = errors
    self.summary = summary
    self.isFinal = isFinal
    self.mode = mode
  }
}
