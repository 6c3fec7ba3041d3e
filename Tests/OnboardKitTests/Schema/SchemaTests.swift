import Foundation
import Testing

@testable import OnboardKit

@Suite struct SchemaTests {
  @Test func userSchemaDeclaresTheContract() {
    let fields = User.schema.fields.map { "\($0.name):\($0.kind.rawValue):\($0.isRequired)" }
    #expect(
      fields == [
        "firstName:text:true", "lastName:text:true", "email:email:true", "age:integer:false",
        "birthDate:date:false", "country:text:true", "plan:choice:true", "interests:multiChoice:false",
        "marketingOptIn:boolean:true", "guardianEmail:email:false", "referralCode:text:false",
        "howLikely:rating:false", "acceptedTerms:consent:false",
      ])
    #expect(User.schema.field(named: "plan")?.allowedValues == ["free", "pro", "team"])
    #expect(User.schema.modelName == "User")
  }

  @Test func fieldsStoreTypedValuesAndRefuseTheWrongKind() throws {
    var partial = Partial<User>()
    let age = try #require(User.schema.field(named: "age"))
    #expect(age.store(&partial, .integer(36)))
    #expect(partial.value(for: \.age) == 36)
    #expect(!age.store(&partial, .text("36")))
    #expect(age.load(partial) == .integer(36))

    let plan = try #require(User.schema.field(named: "plan"))
    #expect(plan.store(&partial, .choice("pro")))
    #expect(try partial.value(for: \.plan) == .pro)
    #expect(!plan.store(&partial, .choice("enterprise")))

    let birth = try #require(User.schema.field(named: "birthDate"))
    let day = try #require(CalendarDate("1815-12-10"))
    #expect(birth.store(&partial, .date(day)))
    #expect(birth.load(partial) == .date(day))
  }

  @Test func userFromAPartialListsEveryProblemAtOnce() {
    var partial = Partial<User>()
    partial.update(\.firstName, to: "Ada")
    partial.update(\.email, to: "ada@example")
    partial.update(\.country, to: "XX")
    #expect {
      try User(from: partial)
    } throws: { error in
      guard let error = error as? ModelError else { return false }
      return error.description == """
        id: is required
        lastName: is required
        plan: is required
        marketingOptIn: is required
        email: not a valid email address: 'example' is not a domain like example.com
        country: 'XX' is not an ISO 3166-1 alpha-2 country code
        """
    }
  }

  @Test func userFromACompletePartial() throws {
    var partial = Partial<User>()
    partial.update(\.id, to: "u-1")
    partial.update(\.firstName, to: "Ada")
    partial.update(\.lastName, to: "Lovelace")
    partial.update(\.email, to: "ada@example.com")
    partial.update(\.country, to: "GB")
    partial.update(\.plan, to: .pro)
    partial.update(\.marketingOptIn, to: false)
    partial.update(\.age, to: 36)
    let user = try User(from: partial)
    #expect(
      user
        == User(
          id: "u-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", age: 36, country: "GB",
          plan: .pro, marketingOptIn: false))
    #expect(user.interests.isEmpty)
  }
}
