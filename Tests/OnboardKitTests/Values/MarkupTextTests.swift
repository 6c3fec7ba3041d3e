import OnboardKit
import Testing

/// The escaping the JUnit and HTML reports share.
@Suite struct MarkupTextTests {
  @Test func specialCharactersBecomeEntities() {
    #expect(MarkupText.escaped(#"a < b & "c" > 'd'"#) == "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;")
  }

  @Test func forbiddenControlCharactersBecomeQuestionMarksAndLineBreaksStay() {
    #expect(MarkupText.escaped("x\u{1}y\u{FFFE}z\tq\nr\r") == "x?y?z\tq\nr\r")
    #expect(MarkupText.escaped("é中😀") == "é中😀")
  }
}
