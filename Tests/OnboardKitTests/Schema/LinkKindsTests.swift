import Foundation
import OnboardKit
import Testing

/// A model with a web address and a phone number: the `url` and `phone` kinds.
struct Contact: RunnableModel {
  var id: Identifier<Contact>
  var name: String
  var website: URL?
  var phone: String

  static let schema = Schema<Contact> {
    Field("name", \.name)
    Field("website", \.website)
    Field("phone", \.phone, kind: .phone)
  }
  static var idKeyPath: SendableKeyPath<Contact, Identifier<Contact>> { \.id }

  init(from partial: Partial<Contact>) throws(ModelError) {
    var reader = ModelBuilder(partial)
    let id = reader.required(\.id, "id")
    let name = reader.required(\.name, "name")
    let phone = reader.required(\.phone, "phone")
    try reader.finish()
    guard let id, let name, let phone else { throw reader.error }
    self.id = id
    self.name = name
    self.website = partial.value(for: \.website)
    self.phone = phone
  }

  /// A flow that asks all three, with `rules` on the phone.
  static func flow(phoneRules: FieldRules = FieldRules()) -> FlowDefinition {
    FlowDefinition(
      name: "contact", model: "Contact",
      steps: [
        StepDefinition(
          id: "you",
          fields: [
            FieldDefinition(key: "name"), FieldDefinition(key: "website"),
            FieldDefinition(key: "phone", rules: phoneRules),
          ]),
        StepDefinition(id: "done", isFinal: true),
      ])
  }
}

/// `url` (an absolute http/https address) and `phone` (E.164): parsed,
/// normalised, refused in plain words, checked in flows, run to a model.
@Suite struct LinkKindsTests {
  static let parsed: [(JSONValue, FieldKind, String)] = [
    ("https://example.com/team", .url, "https://example.com/team"),
    (" HTTP://Example.org ", .url, "HTTP://Example.org"),
    ("+4915123456789", .phone, "+4915123456789"),
    ("+49 151 2345-6789", .phone, "+4915123456789"),
    ("+491512345678901", .phone, "+491512345678901"),
  ]

  @Test(arguments: parsed)
  func accepted(value: JSONValue, kind: FieldKind, stored: String) {
    #expect(FieldValueParser.parse(value, kind: kind) == .success(.text(stored)))
  }

  static let refused: [(JSONValue, FieldKind, String)] = [
    ("example.com", .url, "'example.com' is not a web address starting with http:// or https://"),
    ("ftp://example.com", .url, "'ftp://example.com' is not a web address starting with http:// or https://"),
    ("https://", .url, "'https://' is not a web address starting with http:// or https://"),
    (
      "015123456789", .phone,
      "'015123456789' is not a phone number in international form, like +4915123456789"
    ),
    ("+0123456789", .phone, "'+0123456789' is not a phone number in international form, like +4915123456789"),
    (
      "+4915123456789012", .phone,
      "'+4915123456789012' is not a phone number in international form, like +4915123456789"
    ),
    ("+49 151 ABC", .phone, "'+49 151 ABC' is not a phone number in international form, like +4915123456789"),
  ]

  @Test(arguments: refused)
  func refusedInPlainWords(value: JSONValue, kind: FieldKind, message: String) {
    #expect(FieldValueParser.parse(value, kind: kind) == .failure(FieldValueError(message)))
  }

  @Test func aSwiftURLFieldIsAURL() throws {
    let website = try #require(Contact.schema.field(named: "website"))
    #expect(website.kind == .url && !website.isRequired)
    #expect(try #require(Contact.schema.field(named: "phone")).kind == .phone)
  }

  @Test func aRunStoresTheNormalisedPhoneAndTheURL() throws {
    let runner = FlowRunner<Contact>(flow: Contact.flow())
    var state = FlowState<Contact>(userID: "c-1")
    _ = try runner.reduce(&state, .start)
    _ = try runner.reduce(&state, .answer(field: "name", value: "Ada"))
    _ = try runner.reduce(&state, .answer(field: "website", value: "example.com"))
    _ = try runner.reduce(&state, .answer(field: "phone", value: "0151"))
    #expect(
      state.fieldErrors == [
        "website": ["'example.com' is not a web address starting with http:// or https://"],
        "phone": ["'0151' is not a phone number in international form, like +4915123456789"],
      ])
    _ = try runner.reduce(&state, .answer(field: "website", value: "https://ada.example"))
    _ = try runner.reduce(&state, .answer(field: "phone", value: "+49 151 23456789"))
    _ = try runner.reduce(&state, .submit)
    _ = try runner.reduce(&state, .submit)
    guard case .completed(let contact) = state.status else {
      Issue.record("not completed: \(state.status)")
      return
    }
    #expect(contact.website == URL(string: "https://ada.example"))
    #expect(contact.phone == "+4915123456789")
  }

  @Test func aNumberRuleOnAPhoneIsAnError() {
    let flow = Contact.flow(phoneRules: FieldRules(min: 1))
    let errors = FlowChecker.check(flow, schema: Contact.schema.descriptor).filter { $0.severity == .error }
    #expect(
      errors.map(\.message) == [
        "rule 'min' does not apply to phone field 'phone'; phone fields take maxLength, minLength, pattern"
      ])
  }
}
