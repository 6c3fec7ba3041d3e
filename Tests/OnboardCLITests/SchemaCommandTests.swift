import OnboardKit
import Testing

@testable import OnboardCLI

/// The flow-format schema is built from the decoder's key lists and the
/// built-in models; these tests keep its hand-written parts in step.
@Suite struct SchemaCommandTests {
  @Test func everyKeyTheDecoderReadsIsDescribedAndNoOther() {
    #expect(FlowJSONSchema.undocumentedKeys == [])
  }

  @Test func fieldKeysAreTheUserModelsFieldNames() throws {
    let definitions = try #require(FlowJSONSchema.document().objectValue?["definitions"]?.objectValue)
    let fieldKey = try #require(definitions["fieldKey"]?.objectValue)
    #expect(fieldKey["enum"] == .array(User.schema.fields.map { .string($0.name) }))
    #expect(fieldKey["enumDescriptions"]?.arrayValue?.first == .string("User: text, required"))
  }

  @Test func theTopRejectsUnknownKeys() throws {
    let document = try #require(FlowJSONSchema.document().objectValue)
    #expect(document["$schema"] == .string("http://json-schema.org/draft-07/schema#"))
    #expect(document["additionalProperties"] == .bool(false))
    #expect(document["required"] == .array([.string("flow"), .string("model"), .string("steps")]))
  }
}
