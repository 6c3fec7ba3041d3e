import Testing

@testable import OnboardCLI

/// Control characters in a message are shown, not acted on by the terminal.
@Suite struct ControlEscapingTests {
  @Test func escapeSequencesBellAndCarriageReturnAreShownEscaped() {
    #expect(
      "a\u{1B}]0;pwned\u{07}b\u{1B}[2J\rc".escapingControlCharacters()
        == #"a\u{1B}]0;pwned\u{07}b\u{1B}[2J\u{0D}c"#)
  }

  @Test func delAndC1ControlsAreShownEscaped() {
    #expect("x\u{7F}y\u{9B}31mz\u{0}".escapingControlCharacters() == #"x\u{7F}y\u{9B}31mz\u{00}"#)
  }

  @Test func newlinesTabsAndOtherTextStayAsTheyAre() {
    let text = "line 1\n\tline 2 → ✓ é\r\n".replacingOccurrences(of: "\r", with: "")
    #expect(text.escapingControlCharacters() == text)
  }

  @Test func colourCodesPassOnlyWhenKept() {
    let styled = "\u{1B}[1;31merror:\u{1B}[0m bad"
    #expect(styled.escapingControlCharacters(keepingColour: true) == styled)
    #expect(styled.escapingControlCharacters() == #"\u{1B}[1;31merror:\u{1B}[0m bad"#)
  }

  @Test func otherSequencesAreEscapedEvenWhenColourIsKept() {
    #expect(
      "\u{1B}[8mhidden\u{1B}[2J\u{1B}[31;".escapingControlCharacters(keepingColour: true)
        == #"\u{1B}[8mhidden\u{1B}[2J\u{1B}[31;"#)
  }
}
