import OnboardKit
import Testing

@testable import OnboardYAML

/// A model with a rating, a consent and a secret, as a team would declare them.
struct Survey: RunnableModel {
  var id: Identifier<Survey>
  var email: String
  var score: Int?
  var terms: Bool?
  var password: String?

  static let schema = Schema<Survey> {
    Field("email", \.email, kind: .email)
    Field("score", \.score, kind: .rating)
    Field("terms", \.terms, kind: .consent)
    Field("password", \.password, kind: .secret)
  }
  static var idKeyPath: SendableKeyPath<Survey, Identifier<Survey>> { \.id }

  init(from partial: Partial<Survey>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let email = reader.required(\.email, "email")
    try reader.finish()
    guard let id, let email else { throw reader.error }
    self.id = id
    self.email = email
    score = partial.value(for: \.score)
    terms = partial.value(for: \.terms)
    password = partial.value(for: \.password)
  }
}

/// A consent on an `Int`: the kind holds yes or no.
struct CountedConsent: RunnableModel {
  var id: Identifier<CountedConsent>
  var count: Int?
  static let schema = Schema<CountedConsent>(name: "CountedConsent") {
    Field("count", \.count, kind: .consent)
  }
  static var idKeyPath: SendableKeyPath<CountedConsent, Identifier<CountedConsent>> { \.id }
  init(from partial: Partial<CountedConsent>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    try reader.finish()
    guard let id else { throw reader.error }
    self.id = id
  }
}

/// `rating`, `consent` and `secret` fields as `onboard check` sees them: a
/// rating needs its scale's bounds, a metric may not read a secret, a consent
/// must be a `Bool` field; every problem at its position.
@Suite struct QuestionKindCheckTests {
  func check(score rules: String, metric: String = "") throws -> String {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "s.yaml",
      """
      flow: s
      model: Survey
      steps:
        - id: ask
          fields:
            - email
            - key: score
              label: How likely are you to recommend us?
      \(rules)
            - { key: terms, label: I accept the terms, required: true }
            - { key: password, rules: { minLength: 8 } }
        - id: done
          final: true
      \(metric)
      """)
    var loader = FlowLoader(models: try ModelRegistry.builtIn.adding(Survey.self))
    loader.includeRoot = nil
    return folder.check("s.yaml", with: loader)
  }

  @Test func aRatingWithBoundsAConsentAndASecretPass() throws {
    #expect(try check(score: "        rules: { min: 0, max: 10 }") == "")
  }

  @Test func aRatingWithoutBoundsIsAnError() throws {
    let text = try check(score: "")
    #expect(
      text == """
        s.yaml:7:14: error: rating field 'score' needs bounds for its scale; give both, e.g. rules: { min: 1, max: 5 } (or { min: 0, max: 10 } for a 0–10 score)
              - key: score
                     ^

        """)
  }

  @Test func aRatingWithOneBoundIsAnErrorAtIt() throws {
    let text = try check(score: "        rules: { min: 1 }")
    #expect(
      text == """
        s.yaml:9:23: error: rating field 'score' needs a 'max' for its scale; give both, e.g. rules: { min: 1, max: 5 } (or { min: 0, max: 10 } for a 0–10 score)
                rules: { min: 1 }
                              ^

        """)
  }

  @Test func aMisspeltBoundIsSuggested() throws {
    let text = try check(score: "        rules: { min: 1, mx: 5 }")
    #expect(text.contains("did you mean 'max'?"), "\(text)")
  }

  @Test func aScaleOfMoreThanElevenPointsIsAnError() throws {
    let text = try check(score: "        rules: { min: 0, max: 20 }")
    #expect(
      text == """
        s.yaml:9:31: error: the scale of rating field 'score' has 21 points (0 to 20); a scale has at most 11, e.g. 0 to 10
                rules: { min: 0, max: 20 }
                                      ^

        """)
  }

  @Test func aHalfPointBoundIsAnError() throws {
    let text = try check(score: "        rules: { min: 0.5, max: 5 }")
    #expect(
      text.hasPrefix(
        "s.yaml:9:23: error: rule 'min' of rating field 'score' must be a whole number on the scale"),
      "\(text)")
  }

  @Test func aMetricNamingASecretIsAnError() throws {
    let metric = """
      metrics:
        - { id: m, type: proportion, when: { password: { $exists: true } } }
      """
    let text = try check(score: "        rules: { min: 1, max: 5 }", metric: metric)
    #expect(
      text == """
        s.yaml:15:38: error: metric 'm' reads field 'password', which is a secret: no personal data enters the store through metrics
          - { id: m, type: proportion, when: { password: { $exists: true } } }
                                             ^

        """)
  }

  @Test func aConsentOnAnIntFieldIsRefusedWhenTheModelIsRegistered() {
    #expect(throws: ModelRegistryError.self) { try ModelRegistry.builtIn.adding(CountedConsent.self) }
    do {
      _ = try ModelRegistry.builtIn.adding(CountedConsent.self)
    } catch {
      #expect(
        error.description.hasSuffix("field 'count': kind consent cannot hold a Int (its kind is integer)"))
    }
  }
}
