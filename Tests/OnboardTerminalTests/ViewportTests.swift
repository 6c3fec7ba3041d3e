import Testing

@testable import OnboardTerminal

/// A frame taller than the terminal keeps its footer and its focused field in view.
@Suite struct ViewportTests {
  static let frame = Frame(
    lines: (0..<12).map { "line \($0)" }, cursor: .init(row: 8, column: 3), focusRows: 7..<9, footerRows: 2)

  @Test func aFrameThatFitsIsUnchanged() {
    #expect(Self.frame.viewport(rows: 12) == Self.frame)
  }

  @Test func theFooterStaysAndTheFocusScrollsIntoView() {
    let shown = Self.frame.viewport(rows: 6)
    #expect(shown.lines == ["line 5", "line 6", "line 7", "line 8", "line 10", "line 11"])
    #expect(shown.cursor == .init(row: 3, column: 3))
  }

  @Test func aFocusTallerThanTheRoomShowsItsStartAndTheCursor() {
    let tall = Frame(lines: (0..<12).map { "line \($0)" }, cursor: nil, focusRows: 2..<10, footerRows: 2)
    #expect(tall.viewport(rows: 5).lines == ["line 2", "line 3", "line 4", "line 10", "line 11"])
  }

  @Test func theWizardsFrameAt30By10KeepsTheFocusedField() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab])
    let frame = ScreenRenderer().render(wizard.view, columns: 30)
    #expect(frame.lines.count > 10)
    let shown = frame.viewport(rows: 10)
    #expect(shown.lines.count == 10)
    #expect(shown.lines.contains("> Last name *"))
    #expect(shown.lines.last == frame.lines.last)
    #expect(shown.cursor.map { shown.lines[$0.row - 1] } == "> Last name *")
  }
}
