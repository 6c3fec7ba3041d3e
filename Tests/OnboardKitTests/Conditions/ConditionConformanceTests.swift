import Foundation
import Testing

@testable import OnboardKit

/// GrowthBook's cross-SDK `evalCondition` cases, every one of them.
@Suite struct ConditionConformanceTests {
  @Test func readsEveryVector() throws {
    #expect(try EvalConditionVector.load().count == 118)
    #expect(EvalConditionVector.all.count == 118)
  }

  @Test(arguments: EvalConditionVector.all)
  func evalCondition(_ vector: EvalConditionVector) {
    let condition = Condition(vector.condition)
    #expect(condition.evaluate(vector.attributes, savedGroups: vector.savedGroups) == vector.expected)
  }

  @Test(arguments: EvalConditionVector.all)
  func vectorsSurviveCoding(_ vector: EvalConditionVector) throws {
    let condition = Condition(vector.condition)
    let decoded = try JSONDecoder().decode(Condition.self, from: JSONEncoder().encode(condition))
    #expect(decoded == condition)
    #expect(decoded.evaluate(vector.attributes, savedGroups: vector.savedGroups) == vector.expected)
  }
}
