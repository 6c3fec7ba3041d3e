import OnboardKit
import Testing

@testable import OnboardYAML

/// `note:` steps as the loader reads them: the text is kept; fields, an
/// include or `final: true` beside it are errors at that key's value.
@Suite struct NoteStepCheckTests {
  func load(_ extra: String) throws -> (FlowLoader.Result, String) {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "n.yaml",
      """
      flow: n
      model: User
      steps:
        - id: hello
          note: It takes two minutes.
      \(extra)
        - id: you
          fields: [firstName, lastName, email, country, plan, marketingOptIn]
        - id: done
          final: true
      """)
    let result = FlowLoader(includeRoot: nil).load(path: folder.path + "/n.yaml")
    return (result, folder.render(result.diagnostics))
  }

  @Test func aNoteStepLoadsWithItsText() throws {
    let (result, text) = try load("")
    #expect(text == "")
    #expect(result.flow?.steps.first?.note == "It takes two minutes.")
    #expect(result.flow?.steps.first?.fields.isEmpty == true)
  }

  @Test func fieldsOnANoteStepAreAnError() throws {
    let (_, text) = try load("    fields: [age]")
    #expect(
      text == """
        n.yaml:6:13: error: note step 'hello' shows text only and asks nothing; move its fields to a step of their own (or write the text as 'body' above them)
            fields: [age]
                    ^

        """)
  }

  @Test func aFinalNoteStepIsAnError() throws {
    let (_, text) = try load("    final: true")
    #expect(text.hasPrefix("n.yaml:6:12: error: note step 'hello' cannot be final;"), "\(text)")
  }

  @Test func aMisspeltNoteIsSuggested() throws {
    let folder = try TemporaryFlowFolder()
    try folder.write(
      "n.yaml",
      """
      flow: n
      model: User
      steps:
        - { id: hello, nte: Hi }
        - { id: done, final: true }
      """)
    #expect(folder.check("n.yaml").contains("did you mean 'note'?"))
  }
}
