/// Everything one kind of field does, in one type: how an answer is parsed
/// and read back from JSON, which rules it takes, how it is asked (a
/// ``PromptStyle`` the terminal draws), and the answers that checks, path
/// exploration and simulation make up for it.
///
/// A kind is a value of a type conforming to this protocol, wrapped in a
/// ``FieldKind``; the rest of the code asks the kind and never switches over
/// kinds.
package protocol FieldKindDefinition: Sendable {
  /// The name saved sessions and the schema write (`multiChoice`).
  var name: String { get }
  /// How messages name it (`multi-choice`).
  var displayName: String { get }
  /// What a valid answer is, in plain words for messages: `a whole number`.
  var expectation: String { get }
  /// The kind whose Swift types hold this kind's values: email, url and
  /// phone are kinds of text, so a `String` field may be told to be one.
  var storedAs: FieldKind { get }
  /// The rules a field of the kind may have in a flow file.
  var allowedRules: Set<String> { get }
  /// Whether a flow may list `options:` for the field.
  var takesOptions: Bool { get }
  /// Whether the flow must list `options:` when the model has no values.
  var needsOptions: Bool { get }
  /// Whether an answer is a list of values (a multi-choice).
  var isList: Bool { get }
  /// The answers that are always the only ones (a boolean's `true`, `false`).
  var fixedOptions: [String]? { get }
  /// How a persona may give a range of answers (`range:`, `normal:`); `nil`: it cannot.
  var personaRange: NumberScale? { get }
  /// Whether a persona may `generate:` the answers (an email, a code).
  var personaGenerates: Bool { get }
  /// Whether a `mean` metric may average the field.
  var isNumeric: Bool { get }
  /// What personal data a value is (`an email`), which no metric may store; `nil`: none.
  var personalData: String? { get }
  /// How the terminal asks for it.
  var promptStyle: PromptStyle { get }
  /// Whether a value is a secret: shown masked, never written to a saved
  /// session or an event, never printed (a password).
  var isSecret: Bool { get }
  /// Whether a flow must give the field both `min` and `max` (a rating's scale).
  var needsBounds: Bool { get }
  /// Whether the step's `step_completed` event records the field's label, the
  /// text the person agreed to (a consent).
  var recordsAgreement: Bool { get }

  /// Parses an answer from outside (an answers file, a typed line, a
  /// `default:`); `options` are a choice's allowed values (`nil`: any).
  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError>
  /// Parses a `min` or `max` rule's value; `nil` when it does not fit.
  func parseBound(_ value: JSONValue) -> FieldValue?
  /// Reads back a value written as ``FieldValue/json``; `nil` when it does not fit.
  func decode(_ json: JSONValue) -> FieldValue?
  /// A few everyday valid answers, for a loop search that needs any answer.
  func samples(_ facts: KindFacts) -> [JSONValue]
  /// Answers path exploration tries, best first (invalid ones are dropped later).
  func candidates(_ facts: KindFacts) -> [JSONValue]
  /// Answers at the edges of the field's rules, and whether each must pass.
  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer]
  /// An answer the runner refuses, for a simulated person who gets it wrong.
  func invalidAnswer(_ rules: FieldRules) -> JSONValue
  /// How a simulated person answers when the persona does not say.
  func simulated(_ facts: KindFacts) -> SimulatedAnswers
}

extension FieldKindDefinition {
  package var displayName: String { name }
  package var storedAs: FieldKind { FieldKind(self) }
  package var takesOptions: Bool { false }
  package var needsOptions: Bool { false }
  package var isList: Bool { false }
  package var fixedOptions: [String]? { nil }
  package var personaRange: NumberScale? { nil }
  package var personaGenerates: Bool { false }
  package var isNumeric: Bool { false }
  package var personalData: String? { nil }
  package var isSecret: Bool { false }
  package var needsBounds: Bool { false }
  package var recordsAgreement: Bool { false }
  package func parseBound(_ value: JSONValue) -> FieldValue? { try? parse(value, options: nil).get() }
  package func candidates(_ facts: KindFacts) -> [JSONValue] { samples(facts) }
}

/// What a kind's made-up answers depend on: the field's rules and options.
package struct KindFacts: Sendable {
  /// The field's rules.
  package var rules: FieldRules
  /// The options offered (the flow's, else the model's); `nil`: any value.
  package var options: [String]?

  /// Facts of a field.
  package init(rules: FieldRules, options: [String]?) {
    self.rules = rules
    self.options = options
  }
}

/// An answer at the edge of a field's rules: `min`, `max+1`, `option pro`.
package struct BoundaryAnswer: Sendable, Hashable {
  /// What it tests, for reports.
  package var label: String
  /// The answer.
  package var value: JSONValue
  /// Whether the step must accept it.
  package var valid: Bool

  /// An answer that tests `label`.
  package init(_ label: String, _ value: JSONValue, valid: Bool) {
    self.label = label
    self.value = value
    self.valid = valid
  }
}

/// How numbers a persona draws become answers.
package enum NumberScale: Sendable, Hashable {
  /// Whole numbers.
  case whole
  /// Any number.
  case real
  /// Days, written `YYYY-MM-DD`.
  case days
}

/// How a simulated person answers a field the persona does not describe;
/// the simulator keeps only answers the model accepts.
package enum SimulatedAnswers: Sendable, Hashable {
  /// One of these options, uniformly (`several`: a list of the fewest allowed).
  case options([JSONValue], several: Bool)
  /// A number between the bounds on this scale.
  case numbers(low: Double, high: Double, NumberScale)
  /// The person's id followed by this suffix (`@example.com`).
  case idWithSuffix(String)
  /// The first of these texts that passes (else the first).
  case firstAccepted([String])
}
