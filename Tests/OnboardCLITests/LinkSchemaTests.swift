import Foundation
import OnboardKit
import Testing

@testable import OnboardCLI

/// `onboard schema` names a model's `url` and `phone` fields by their kinds.
@Suite struct LinkSchemaTests {
  struct Caller: RunnableModel {
    var id: Identifier<Caller>
    var site: URL
    var phone: String?
    static let schema = Schema<Caller> {
      Field("site", \.site)
      Field("phone", \.phone, kind: .phone)
    }
    static var idKeyPath: SendableKeyPath<Caller, Identifier<Caller>> { \.id }
    init(from partial: Partial<Caller>) throws(ModelError) {
      throw ModelError(problems: [.init(field: "site", message: "is never built")])
    }
  }

  @Test func theSchemaDescribesURLAndPhoneFields() throws {
    let document = FlowJSONSchema.document(models: try ModelRegistry([Caller.self]))
    let text = document.canonicalText()
    #expect(text.contains(#""Caller: url, required""#))
    #expect(text.contains(#""Caller: phone, optional""#))
  }
}
