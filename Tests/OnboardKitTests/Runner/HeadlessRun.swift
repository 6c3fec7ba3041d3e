import OnboardKit

/// Answers every step from a mapping, as `onboard run --answers` does.
struct HeadlessRun {
  var state: FlowState<User>
  var path: [String] { state.path }

  init(answers: [String: JSONValue], userID: String = "u-1") throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow, clock: { SignupFixture.today })
    state = FlowState(userID: userID)
    _ = try runner.reduce(&state, .start)
    try Self.answerSteps(runner, &state, answers, until: nil)
  }

  /// Answers and submits steps until `stop` is the current step or the run ends.
  static func answerSteps(
    _ runner: FlowRunner<User>, _ state: inout FlowState<User>, _ answers: [String: JSONValue],
    until stop: String?
  ) throws {
    while state.status == .inProgress, state.current != stop, let step = runner.currentStep(state) {
      for field in step.fields {
        if let value = answers[field.key] {
          _ = try runner.reduce(&state, .answer(field: field.key, value: value))
        }
      }
      let before = state.current
      _ = try runner.reduce(&state, .submit)
      if state.current == before, state.status == .inProgress {
        throw RunnerError.unhandled(action: "stuck at \(before ?? "?"): \(state.fieldErrors)", chain: [])
      }
    }
  }
}

enum Answers {
  static let adult: [String: JSONValue] = [
    "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB", "age": 36,
    "birthDate": "1989-12-10", "plan": "pro", "referralCode": "ADA12345",
    "interests": .array(["engineering", "design"]), "marketingOptIn": "yes", "acceptedTerms": "yes",
  ]
}
