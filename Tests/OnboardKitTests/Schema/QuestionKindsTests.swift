import Foundation
import OnboardKit
import Testing

/// A model with an NPS rating, a consent and a password.
struct Account: RunnableModel {
  var id: Identifier<Account>
  var score: Int?
  var terms: Bool
  var password: String

  static let schema = Schema<Account> {
    Field("score", \.score, kind: .rating)
    Field("terms", \.terms, kind: .consent)
    Field("password", \.password, kind: .secret)
  }
  static var idKeyPath: SendableKeyPath<Account, Identifier<Account>> { \.id }

  init(from partial: Partial<Account>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let terms = reader.required(\.terms, "terms")
    let password = reader.required(\.password, "password")
    try reader.finish()
    guard let id, let terms, let password else { throw reader.error }
    self.id = id
    self.score = partial.value(for: \.score)
    self.terms = terms
    self.password = password
  }

  /// One step asking all three, then the final step.
  static let flow = FlowDefinition(
    name: "account", model: "Account",
    steps: [
      StepDefinition(
        id: "you",
        fields: [
          FieldDefinition(key: "score", rules: FieldRules(min: 0, max: 10)),
          FieldDefinition(key: "terms", label: "I accept the terms"),
          FieldDefinition(key: "password", rules: FieldRules(minLength: 8)),
        ]),
      StepDefinition(id: "done", isFinal: true),
    ])
}

/// `rating` (a whole number on the flow's scale), `consent` (a yes that must
/// be given, recorded with its text) and `secret` (never in an event, a
/// message or a saved session), run to a model.
@Suite struct QuestionKindsTests {
  static let parsed: [(JSONValue, FieldKind, FieldValue)] = [
    (7, .rating, .integer(7)), ("10", .rating, .integer(10)), ("yes", .consent, .boolean(true)),
    (true, .consent, .boolean(true)), ("hunter2!", .secret, .text("hunter2!")),
  ]

  @Test(arguments: parsed)
  func accepted(value: JSONValue, kind: FieldKind, stored: FieldValue) {
    #expect(FieldValueParser.parse(value, kind: kind) == .success(stored))
  }

  static let refused: [(JSONValue, FieldKind, String)] = [
    ("7.5", .rating, "'7.5' is not a whole number"), ("no", .consent, "must be agreed to"),
    (false, .consent, "must be agreed to"), (1234, .secret, "is not text"),
  ]

  @Test(arguments: refused)
  func refusedInPlainWords(value: JSONValue, kind: FieldKind, message: String) {
    #expect(FieldValueParser.parse(value, kind: kind) == .failure(FieldValueError(message)))
  }

  @Test func theKindsAreStoredAsTheirSwiftTypes() {
    #expect(FieldKind.rating.definition.storedAs == .integer)
    #expect(FieldKind.consent.definition.storedAs == .boolean)
    #expect(FieldKind.secret.definition.storedAs == .text)
    #expect(FieldKind.secret.definition.personalData == "a secret")
  }

  private func started() throws -> (FlowRunner<Account>, FlowState<Account>) {
    let runner = FlowRunner<Account>(flow: Account.flow, clock: { Date(timeIntervalSince1970: 0) })
    var state = FlowState<Account>(userID: "a-1")
    _ = try runner.reduce(&state, .start)
    return (runner, state)
  }

  @Test func aRatingOffTheScaleAndARefusedConsentAreProblems() throws {
    var (runner, state) = try started()
    _ = try runner.reduce(&state, .answer(field: "score", value: 11))
    _ = try runner.reduce(&state, .answer(field: "terms", value: "no"))
    _ = try runner.reduce(&state, .answer(field: "password", value: "short"))
    let events = try runner.reduce(&state, .submit)
    #expect(
      state.fieldErrors == [
        "score": ["must be at most 10"], "terms": ["must be agreed to"],
        "password": ["must be at least 8 characters"],
      ])
    let details = events.compactMap(\.detail).joined(separator: " ")
    #expect(!details.contains("short"), "a secret's value in an event: \(details)")
  }

  @Test func theConsentsTextIsRecordedWhenItsStepIsCompleted() throws {
    var (runner, state) = try started()
    _ = try runner.reduce(&state, .answer(field: "score", value: 9))
    _ = try runner.reduce(&state, .answer(field: "terms", value: "yes"))
    _ = try runner.reduce(&state, .answer(field: "password", value: "correct horse"))
    let events = try runner.reduce(&state, .submit)
    let completed = try #require(events.first { $0.kind == .stepCompleted })
    #expect(completed.data == .object(["consent": .object(["terms": "I accept the terms"])]))
    let lines = try events.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    #expect(!lines.joined().contains("correct horse"))
    _ = try runner.reduce(&state, .submit)
    guard case .completed(let account) = state.status else {
      Issue.record("not completed: \(state.status)")
      return
    }
    #expect(account.score == 9 && account.terms && account.password == "correct horse")
  }

  @Test func aSavedStateNeverHoldsTheSecret() throws {
    var (runner, state) = try started()
    _ = try runner.reduce(&state, .answer(field: "terms", value: "yes"))
    _ = try runner.reduce(&state, .answer(field: "password", value: "correct horse"))
    let saved = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    #expect(!saved.contains("correct horse"))
    #expect(saved.contains("\"terms\":true"))
    let resumed = try JSONDecoder().decode(FlowState<Account>.self, from: Data(saved.utf8))
    #expect(resumed.answers.get("password") == nil)
    #expect(resumed.answers.get("terms") == .boolean(true))
  }
}
