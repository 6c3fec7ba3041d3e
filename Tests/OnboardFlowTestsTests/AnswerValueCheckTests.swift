import OnboardKit
import Testing

@testable import OnboardFlowTests

/// The check of an answer's value before a run, against every step that asks for the field.
@Suite struct AnswerValueCheckTests {
  private let check: AnswerValueCheck

  init() throws {
    check = AnswerValueCheck(flow: try Fixture.flow("asks-twice.yaml"), schema: User.schema.descriptor)
  }

  /// `age` is asked on `first` (min 13) and on `again` (18 to 30): a value one
  /// of them takes is fine, since the run may ask it there.
  @Test(arguments: [(JSONValue.number(13), 0), (.number(25), 0), (.number(40), 0), (.number(12), 1)])
  func aValueIsBadOnlyWhenEveryStepRefusesIt(value: JSONValue, problems: Int) {
    #expect(check.problems(field: "age", value: value).count == problems)
  }

  @Test func theMessageNamesTheFirstStepThatAsks() {
    #expect(
      check.problems(field: "age", value: .number(12)) == ["step 'first', field 'age': must be at least 13"])
  }

  @Test func aValueOfTheWrongTypeIsRefused() {
    #expect(
      check.problems(field: "age", value: .string("twelve"))
        == ["step 'first', field 'age': 'twelve' is not a whole number"])
  }

  /// `null` forgets an answer, and a field the flow never asks is not the check's to judge.
  @Test func nullAndFieldsTheFlowDoesNotAskPass() {
    #expect(check.problems(field: "age", value: .null).isEmpty)
    #expect(check.problems(field: "guardianEmail", value: .string("not an email")).isEmpty)
  }

  @Test func anEnumChoiceTakesTheModelsOptions() {
    #expect(
      check.problems(field: "plan", value: .string("gold"))
        == ["step 'done', field 'plan': 'gold' is not one of the options ('free', 'pro', 'team')"])
  }
}
