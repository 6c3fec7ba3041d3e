/// Whether an answer to one field passes everything that will judge it: the
/// runner's parsing, the flow's rules for the field and the model's own
/// checks (`init(from:)`, e.g. `User`'s ISO country code). The model is
/// asked with the answer alone in a `Partial`; the answer passes when no
/// problem names its field (the fields it lacks are not the answer's fault).
struct ModelProbe: Sendable {
  private let modelAccepts: @Sendable (_ key: String, _ value: FieldValue) -> Bool

  /// A probe that asks `Model`.
  init<Model: Onboardable>(_: Model.Type) {
    modelAccepts = { key, value in
      var partial = Partial<Model>()
      guard partial.set(key, to: value) else { return false }
      do throws(ModelError) {
        _ = try Model(from: partial)
        return true
      } catch {
        return !error.problems.contains { $0.field == key }
      }
    }
  }

  /// A probe without a model: parsing and the flow's rules only.
  private init() {
    modelAccepts = { _, _ in true }
  }

  /// Parsing and the flow's rules only.
  static let rulesOnly = ModelProbe()

  /// Whether `value`, given to field `key` of `kind` with `rules` (and
  /// `options`, for a choice), passes.
  func accepts(_ value: JSONValue, key: String, kind: FieldKind, rules: FieldRules, options: [String]?)
    -> Bool
  {
    guard case .success(let parsed) = FieldValueParser.parse(value, kind: kind, options: options) else {
      return false
    }
    return FieldRuleCheck.problems(parsed, rules: rules, kind: kind).isEmpty && modelAccepts(key, parsed)
  }
}
