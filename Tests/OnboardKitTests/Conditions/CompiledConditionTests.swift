import Testing

@testable import OnboardKit

/// The compiled form gives GrowthBook's answers: every conformance case it
/// compiles, with each entry's value read from the case's attributes.
@Suite struct CompiledConditionTests {
  /// The cases without saved groups (the runner never has any).
  static let vectors = EvalConditionVector.all.filter { $0.savedGroups.isEmpty }

  @Test(arguments: vectors)
  func agreesWithConformance(_ vector: EvalConditionVector) {
    let condition = Condition(vector.condition)
    guard let compiled = CompiledCondition(condition) else {
      // Not compiled: logical operators or dotted paths at the top.
      #expect(Self.hasLogicOrPathAtTop(vector.condition))
      return
    }
    let result = compiled.evaluate { AttributePath.value(at: compiled.terms[$0].name, in: vector.attributes) }
    #expect(result == vector.expected)
  }

  @Test func compilesMostCases() {
    let compiled = Self.vectors.filter { CompiledCondition(Condition($0.condition)) != nil }
    // 118 cases, 4 with saved groups; 13 of the rest use `$or`, `$not`, dotted paths…
    #expect(Self.vectors.count == 114)
    #expect(compiled.count == 101)
  }

  @Test func readsOnlyTheEntriesItReaches() {
    let condition = Condition(.object(["a": .number(1), "b": .object(["$gt": .number(2)])]))
    let compiled = CompiledCondition(condition)
    #expect(compiled != nil)
    var asked: [String] = []
    let holds = compiled?.evaluate { index in
      asked.append(compiled?.terms[index].name ?? "?")
      return .number(0)
    }
    #expect(holds == false)
    #expect(asked == ["a"])
  }

  @Test func anUnevaluableConditionNeverHolds() {
    let compiled = CompiledCondition(Condition(.object(["tags": .object(["$elemMatch": .number(1)])])))
    #expect(compiled?.evaluate { _ in .array([.number(1)]) } == false)
    #expect(Condition(.object(["tags": .object(["$elemMatch": .number(1)])])).evaluate(.object([:])) == false)
  }

  private static func hasLogicOrPathAtTop(_ json: JSONValue) -> Bool {
    guard case .object(let entries) = json else { return false }
    return entries.keys.contains { $0.hasPrefix("$") || $0.contains(".") }
  }
}
