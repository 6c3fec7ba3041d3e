/// Everything about one run, as a plain value: where the person is, the
/// steps behind them, their answers, assignments and status — no caches, no
/// object identities, so `==` and `Codable` mean what they say. It can be
/// saved after any step and resumed later on any ``FlowProgram`` of the same
/// flow and version (which reads it by step id), and is changed only by
/// ``FlowProgram/reduce(_:_:)``.
public struct FlowState<Model: Onboardable & Codable & Hashable>: Sendable, Hashable, Codable {
  /// The caller's id for the person (never asked).
  public var userID: String
  /// The caller's attributes, which conditions read beside the answers.
  public var attributes: [String: JSONValue]
  /// The variant per experiment key: given before `start` it forces the
  /// variant; `start` fills in the assigned ones.
  public var variants: [String: String]
  /// How `start` assigned each experiment, in the order they are written:
  /// the variant, the hash value and the reason (an explanation, not just an answer).
  public var assignments: [Assignment] = []
  /// The person's stored (sticky) assignments, read from the store before
  /// `start` (see ``StickyBucket``); `start` uses them and empties the list.
  /// Not saved with the state: a resumed run keeps its ``assignments``.
  public var stickyBuckets: [StickyBucket] = []
  /// Experiments whose exposure is still to be logged, where the person's
  /// path first meets a step their variants change.
  public var pendingExposures: [String] = []
  /// The step shown now (qualified, `contact/email`); `nil` before `start`.
  public var current: String?
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
  /// The flow the run was started on (set by `start`); a program of
  /// another flow refuses the state. `nil` in states saved before it was kept.
  public var flowName: String?
  /// The version of that flow (`version:`), when it has one; a program of
  /// another version refuses the state.
  public var flowVersion: Int?

  enum CodingKeys: String, CodingKey {
    case userID, attributes, variants, assignments, pendingExposures, current, history, answers,
      fieldErrors, status, transitions, loops, flowName, flowVersion
  }

  /// A run not yet started.
  @_specialize(exported:true,where Model == User)
  public init(userID: String, attributes: [String: JSONValue] = [:], variants: [String: String] = [:]) {
    // Every part is made first and stored once: reserving room in a stored
    // property before the rest was set made the whole state copied.
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
  /// Decodes a saved state; one saved before loops were counted has made
  /// none, one saved before states were stamped names no flow.
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
    flowName = try container.decodeIfPresent(String.self, forKey: .flowName)
    flowVersion = try container.decodeIfPresent(Int.self, forKey: .flowVersion)
  }
}
