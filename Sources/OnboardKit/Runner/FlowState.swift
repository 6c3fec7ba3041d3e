/// Everything about one run, as a value: it can be saved after any step and
/// resumed later, compared in tests, and is changed only by ``FlowRunner``.
public struct FlowState<Model: Onboardable & Codable & Hashable>: Sendable, Hashable, Codable {
  /// The caller's id for the person (never asked).
  public var userID: String
  /// The caller's attributes, which conditions read beside the answers.
  public var attributes: [String: JSONValue]
  /// The variant per experiment key: given before `start` it forces the
  /// variant; `start` fills in the assigned ones.
  public var variants: [String: String] {
    didSet { cache.variantRunner = nil }
  }
  /// How `start` assigned each experiment, in the order they are written:
  /// the variant, the hash value and the reason (an explanation, not just an answer).
  public var assignments: [Assignment] = []
  /// Experiments whose exposure is still to be logged, where the person's
  /// path first meets a step their variants change.
  public var pendingExposures: [String] = []
  /// The step shown now (qualified, `contact/email`); `nil` before `start`.
  public var current: String? {
    didSet { cache.node = nil }
  }
  /// The steps passed to get here, oldest first; `back` pops it.
  public var history: [String]
  /// Every answer given, on any step, including steps later left behind.
  public var answers: Partial<Model>
  /// Problems of the current step, by field (`""` for the step itself), from
  /// the last `answer` or `submit`.
  public var fieldErrors: [String: [String]]
  /// Where the run stands.
  public var status: FlowStatus<Model>
  /// Moves made so far.
  public var transitions: Int
  /// Moves made back to the same or an earlier step, round a loop of
  /// `goto`s (bounded by ``FlowRunner/maxLoops``).
  public var loops = 0
  /// What the runner looked up last time, so it need not hash names again.
  /// Not part of the state: never saved, never compared.
  var cache = RunCache()

  enum CodingKeys: String, CodingKey {
    case userID, attributes, variants, assignments, pendingExposures, current, history, answers,
      fieldErrors, status, transitions, loops
  }

  /// A run not yet started.
  @_specialize(exported:true,where Model == User)
  public init(userID: String, attributes: [String: JSONValue] = [:], variants: [String: String] = [:]) {
    // NB: every part is made first and stored once; reserving room in a
    // stored property before the rest was set made the whole state copied.
    var history: [String] = []
    history.reserveCapacity(8)
    var answers = Partial<Model>()
    // Room for every field and the id at once, instead of growing 1, 2, 4, 8, 16.
    answers.reserveCapacity(Model.schema.fields.count + 1)
    answers.update(Model.idKeyPath, to: Identifier(userID))
    self.userID = userID
    self.attributes = attributes
    self.variants = variants
    self.current = nil
    self.history = history
    self.answers = answers
    self.fieldErrors = [:]
    self.status = .notStarted
    self.transitions = 0
  }

  /// The path so far: history then the current step.
  public var path: [String] { history + (current.map { [$0] } ?? []) }
}

extension FlowState {
  /// Decodes a saved state; one saved before loops were counted has made none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    userID = try container.decode(String.self, forKey: .userID)
    attributes = try container.decode([String: JSONValue].self, forKey: .attributes)
    variants = try container.decode([String: String].self, forKey: .variants)
    assignments = try container.decode([Assignment].self, forKey: .assignments)
    pendingExposures = try container.decode([String].self, forKey: .pendingExposures)
    current = try container.decodeIfPresent(String.self, forKey: .current)
    history = try container.decode([String].self, forKey: .history)
    answers = try container.decode(Partial<Model>.self, forKey: .answers)
    fieldErrors = try container.decode([String: [String]].self, forKey: .fieldErrors)
    status = try container.decode(FlowStatus<Model>.self, forKey: .status)
    transitions = try container.decode(Int.self, forKey: .transitions)
    loops = try container.decodeIfPresent(Int.self, forKey: .loops) ?? 0
  }
}
