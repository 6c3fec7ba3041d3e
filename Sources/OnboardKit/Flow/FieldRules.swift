/// The rules an answer must meet, as a flow file writes them under `rules:`.
///
/// Which rules a field may have depends on its kind (``FieldKind/allowedRules``):
/// lengths and `pattern` for text, `min`/`max` for numbers and dates (dates
/// as `YYYY-MM-DD`), `minItems`/`maxItems` for multi-choice.
public struct FieldRules: Sendable, Hashable, Codable {
  /// Fewest characters.
  public var minLength: Int?
  /// Most characters.
  public var maxLength: Int?
  /// Smallest number or earliest date, as written.
  public var min: JSONValue?
  /// Largest number or latest date, as written.
  public var max: JSONValue?
  /// A regular expression the whole answer must match.
  public var pattern: String?
  /// Fewest options chosen.
  public var minItems: Int?
  /// Most options chosen.
  public var maxItems: Int?
  /// What the person sees when an answer breaks a rule or does not parse,
  /// instead of the default message (`Eight letters or digits`); not a rule.
  public var message: String?
  /// Where each rule is written, by rule name.
  public var marks: [String: SourceMark]

  /// No rules.
  public init(
    minLength: Int? = nil, maxLength: Int? = nil, min: JSONValue? = nil, max: JSONValue? = nil,
    pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil, message: String? = nil,
    marks: [String: SourceMark] = [:]
  ) {
    self.minLength = minLength
    self.maxLength = maxLength
    self.min = min
    self.max = max
    self.pattern = pattern
    self.minItems = minItems
    self.maxItems = maxItems
    self.message = message
    self.marks = marks
  }

  /// The names of the rules that are set, in a fixed order.
  public var names: [String] {
    var names: [String] = []
    if minLength != nil { names.append("minLength") }
    if maxLength != nil { names.append("maxLength") }
    if min != nil { names.append("min") }
    if max != nil { names.append("max") }
    if pattern != nil { names.append("pattern") }
    if minItems != nil { names.append("minItems") }
    if maxItems != nil { names.append("maxItems") }
    return names
  }
}
