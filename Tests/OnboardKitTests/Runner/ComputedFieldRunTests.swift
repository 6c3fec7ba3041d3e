import Foundation
import OnboardKit
import Testing

/// A `compute:`d field is never asked: on its step's submit it is worked
/// out from the answers (`yearsSince` against the injected clock) and then
/// checked by its rules like an answer.
@Suite struct ComputedFieldRunTests {
  static let yaml = """
    flow: t
    model: User
    steps:
      - id: name
        fields:
          - firstName
          - lastName
          - { key: email, default: a@example.com }
          - { key: country, default: GB }
          - { key: plan, default: free }
          - { key: marketingOptIn, default: false }
          - key: referralCode
            compute: 'lowercase(trim(concat(" ", firstName, lastName, " ")))'
      - id: age
        fields:
          - birthDate
          - key: age
            compute: yearsSince(birthDate)
            rules: { min: 13 }
      - id: done
        final: true
    """

  /// 2026-03-01, noon UTC.
  static let today = Date(timeIntervalSince1970: 1_772_366_400)

  func run(birthDate: String) throws -> FlowState<User> {
    let flow = try SignupFixture.load(Self.yaml)
    let program = FlowProgram<User>(flow: flow, clock: { Self.today })
    var state = FlowState<User>(userID: "u-1")
    for action: FlowAction in [
      .start, .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "LOVE"), .submit,
      .answer(field: "birthDate", value: .string(birthDate)), .submit,
    ] {
      _ = try program.reduce(&state, action)
    }
    #expect(program.askedFields(state).map(\.key) == (state.current == "age" ? ["birthDate"] : []))
    return state
  }

  @Test(arguments: [("1989-03-01", 37), ("1989-03-02", 36), ("2013-02-28", 13), ("2000-02-29", 26)])
  func yearsSinceCountsWholeYears(birthDate: String, years: Int) throws {
    let state = try run(birthDate: birthDate)
    #expect(state.answers.get("age") == .integer(years))
    #expect(state.current == "done")
    #expect(state.answers.get("referralCode") == .text("adalove"))
  }

  @Test func aComputedValueIsCheckedByTheFieldsRules() throws {
    let state = try run(birthDate: "2014-01-01")
    #expect(state.current == "age")
    #expect(state.fieldErrors["age"] == ["must be at least 13"])
  }
}
