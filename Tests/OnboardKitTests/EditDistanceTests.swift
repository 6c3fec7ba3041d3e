import Testing

@testable import OnboardKit

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("email", "emial", 1), ("ca", "abc", 3), ("same", "same", 0),
  ])
  func distance(a: String, b: String, expected: Int) {
    #expect(EditDistance.between(a, b) == expected)
  }

  @Test func suggestsTheClosestName() {
    #expect(EditDistance.suggestion(for: "emial", among: ["email", "age", "plan"]) == "email")
    #expect(EditDistance.suggestion(for: "zzz", among: ["email", "age", "plan"]) == nil)
  }
}
