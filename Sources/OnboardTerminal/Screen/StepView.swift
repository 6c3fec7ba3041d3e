/// Everything one wizard screen shows, as plain values: what the
/// ``ScreenRenderer`` turns into a ``Frame``.
package struct StepView: Sendable, Hashable {
  /// What the screen is asking of the person.
  package enum Mode: Sendable, Hashable {
    /// Answering the step's fields.
    case editing
    /// Asked whether to quit (Esc on the first step, Ctrl-D on an empty field).
    case confirmingQuit
  }

  /// One answer in the summary of the final step.
  package struct SummaryRow: Sendable, Hashable {
    /// The field's label.
    package var label: String
    /// The answer as the person reads it; `-` when there is none.
    package var value: String

    /// Creates a row.
    package init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The flow's title, shown above every step.
  package var flowTitle: String?
  /// The titles of the include steps around this one, outermost first.
  package var sectionTitles: [String] = []
  /// Whether the step may be skipped (Ctrl-S).
  package var isSkippable = false
  /// Whether the step is a note (`note:`): text only, continued with Enter.
  package var isNote = false
  /// The step's title (its id when it has none).
  package var stepTitle: String
  /// Text under the title.
  package var body: String?
  /// Where the person is.
  package var progress: ProgressLine
  /// The step's fields, in order.
  package var fields: [FieldInfo]
  /// One prompt per field.
  package var prompts: [Prompt]
  /// The focused field.
  package var focus: Int
  /// Validation messages by field key; `""` holds the step's own.
  package var errors: [String: [String]]
  /// On the final step, every answer on the path; empty elsewhere.
  package var summary: [SummaryRow]
  /// Whether this is the final step (Enter finishes).
  package var isFinal: Bool
  /// What is being asked.
  package var mode: Mode

  /// Creates a view.
  package init(
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
