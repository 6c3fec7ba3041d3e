import Foundation
import OnboardKit
import Testing

/// `when:` on steps and fields and `skippable:` steps, in the runner: a step
/// whose condition is false is passed over (no event, not on the back
/// stack), a field whose condition is false is not asked and keeps no
/// answer, and a skippable step is left with `step_skipped`.
@Suite struct ConditionalStepRunTests {
  static let yaml = """
    flow: t
    model: User
    steps:
      - id: name
        fields: [firstName, lastName]
      - id: age
        fields: [age]
      - id: guardian
        when: { age: { $lt: 18 } }
        fields: [guardianEmail]
      - id: contact
        fields:
          - email
          - country
          - key: referralCode
            when: { age: { $gte: 18 } }
      - id: extras
        skippable: true
        fields:
          - key: interests
            required: true
            options: [design, sales]
      - id: plan
        fields:
          - plan
          - key: marketingOptIn
            default: false
      - id: more
        include: sub.yaml
        when: { firstName: Sub }
      - id: done
        final: true
    """
  static let sub = """
    flow: sub
    model: User
    steps:
      - id: inner
        fields: [guardianEmail]
    """

  let program: FlowProgram<User>

  init() throws {
    program = FlowProgram<User>(
      flow: try SignupFixture.load(Self.yaml, files: ["sub.yaml": Self.sub]),
      clock: { Date(timeIntervalSince1970: 0) })
  }

  func send(_ state: inout FlowState<User>, _ actions: [FlowAction]) throws -> [FlowEvent] {
    var events: [FlowEvent] = []
    for action in actions { events += try program.reduce(&state, action) }
    return events
  }

  func viewed(_ events: [FlowEvent]) -> [String] {
    events.filter { $0.kind == .stepViewed }.compactMap(\.step)
  }

  @Test func anAdultPassesOverTheGuardianStepAndIsAskedTheReferralCode() throws {
    var state = FlowState<User>(userID: "u-1")
    var events = try send(
      &state,
      [
        .start, .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "L"), .submit,
        .answer(field: "age", value: 36), .submit,
      ])
    #expect(state.current == "contact")
    #expect(viewed(events) == ["name", "age", "contact"])
    #expect(state.history == ["name", "age"])
    #expect(program.askedFields(state).map(\.key) == ["email", "country", "referralCode"])
    // `back` skips the passed-over step too.
    events = try send(&state, [.back])
    #expect(state.current == "age")
    #expect(events.map(\.kind) == [.back, .stepViewed])
  }

  @Test func aMinorSeesTheGuardianStepAndIsNotAskedTheReferralCode() throws {
    var state = FlowState<User>(userID: "u-1")
    let events = try send(
      &state,
      [
        .start, .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "L"), .submit,
        .answer(field: "age", value: 15), .submit, .answer(field: "guardianEmail", value: "g@example.com"),
        .submit,
      ])
    #expect(viewed(events) == ["name", "age", "guardian", "contact"])
    #expect(program.askedFields(state).map(\.key) == ["email", "country"])
  }

  @Test func anAnswerGivenBeforeItsWhenTurnedFalseIsDroppedOnSubmit() throws {
    var state = FlowState<User>(userID: "u-1")
    _ = try send(
      &state,
      [
        .start, .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "L"), .submit,
        .answer(field: "age", value: 36), .submit, .answer(field: "referralCode", value: "ABCD1234"),
        .back, .answer(field: "age", value: 15), .submit,
        .answer(field: "guardianEmail", value: "g@example.com"),
        .submit,
      ])
    #expect(state.current == "contact")
    #expect(state.answers.get("referralCode") == .text("ABCD1234"))
    _ = try send(
      &state,
      [.answer(field: "email", value: "a@example.com"), .answer(field: "country", value: "GB"), .submit])
    #expect(state.current == "extras")
    #expect(state.answers.get("referralCode") == nil)
    #expect(state.answers.get("email") == .text("a@example.com"))
  }

  @Test func aSkippableStepIsSkippedWithItsRequiredFieldsEmpty() throws {
    var state = FlowState<User>(userID: "u-1")
    _ = try send(
      &state,
      [
        .start, .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "L"), .submit,
        .answer(field: "age", value: 36), .submit, .answer(field: "email", value: "a@example.com"),
        .answer(field: "country", value: "GB"), .submit,
        .answer(field: "interests", value: .array([.string("design")])),
      ])
    #expect(state.current == "extras")
    let events = try send(&state, [.skip])
    #expect(events.map(\.kind) == [.stepSkipped, .stepViewed])
    #expect(events.first?.step == "extras")
    #expect(state.answers.get("interests") == nil)
    #expect(state.current == "plan")
    _ = try send(&state, [.answer(field: "plan", value: "pro"), .submit, .submit])
    guard case .completed(let user) = state.status else {
      Issue.record("expected a completed run, got \(state.status)")
      return
    }
    #expect(user.interests == [])
  }

  @Test func aStepThatIsNotSkippableRefusesASkipOfARequiredField() throws {
    var state = FlowState<User>(userID: "u-1")
    let events = try send(&state, [.start, .skip])
    #expect(state.current == "name")
    #expect(events.filter { $0.kind == .validationFailed }.count == 2)
  }

  @Test func anIncludeWhoseWhenHoldsIsEnteredAndOtherwisePassedOver() throws {
    for (name, expected) in [("Sub", ["plan", "more/inner"]), ("Ada", ["plan", "done"])] {
      var state = FlowState<User>(userID: "u-1")
      let events = try send(
        &state,
        [
          .start, .answer(field: "firstName", value: .string(name)), .answer(field: "lastName", value: "L"),
          .submit, .answer(field: "age", value: 36), .submit, .answer(field: "email", value: "a@example.com"),
          .answer(field: "country", value: "GB"), .submit, .skip, .answer(field: "plan", value: "pro"),
          .submit,
        ])
      #expect(Array(viewed(events).suffix(2)) == expected, "firstName \(name)")
    }
  }
}
