import Testing

@testable import OnboardKit

private struct Pet: Sendable, Hashable {
  var name: String
  var age: Int?
}

private struct Owner: Sendable, Hashable {
  var name: String
  var pet: Pet
  var nickname: String?
}

@Suite struct PartialTests {
  @Test func storesAndReadsTypedValues() throws {
    var partial = Partial<Owner>()
    partial.update(\.name, to: "Ada")
    #expect(try partial.value(for: \.name) == "Ada")
    #expect(partial.count == 1)
    #expect(partial.contains(\Owner.name))
    #expect(!partial.contains(\Owner.pet))
  }

  @Test func missingValueThrowsNamingTheKeyPath() {
    let partial = Partial<Owner>()
    #expect(throws: PartialError.missingValue(String(describing: \Owner.name))) {
      try partial.value(for: \.name)
    }
  }

  @Test func optionalOverloadReturnsNilForMissingAndForgetsOnNil() {
    var partial = Partial<Owner>()
    #expect(partial.value(for: \.nickname) == nil)
    partial.update(\.nickname, to: "Countess")
    #expect(partial.value(for: \.nickname) == "Countess")
    partial.update(\.nickname, to: nil)
    #expect(partial.value(for: \.nickname) == nil)
    #expect(partial.count == 0)
  }

  @Test func nestedValuesReadFromAWholeValueOrANestedPartial() throws {
    var whole = Partial<Owner>()
    whole.update(\.pet, to: Pet(name: "Rex", age: 3))
    #expect(try whole.value(for: \.pet, \.name) == "Rex")

    var nested = Partial<Owner>()
    nested.update(\.pet, \.name, to: "Tom")
    #expect(try nested.value(for: \.pet, \.name) == "Tom")
    #expect(throws: PartialError.self) { try nested.value(for: \.pet) }
  }

  @Test func equalityComparesEveryValue() {
    var a = Partial<Owner>()
    var b = Partial<Owner>()
    a.update(\.name, to: "Ada")
    #expect(a != b)
    b.update(\.name, to: "Ada")
    #expect(a == b)
    b.update(\.name, to: "Grace")
    #expect(a != b)
    a.remove(\Owner.name)
    #expect(a == Partial<Owner>())
  }
}
