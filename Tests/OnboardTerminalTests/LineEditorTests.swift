import Testing

@testable import OnboardTerminal

@Suite struct LineEditorTests {
  /// Types `keys` into an editor holding `start` and returns text and cursor.
  func edit(_ start: String, _ keys: [Key]) -> (String, Int) {
    var editor = LineEditor(start)
    for key in keys { _ = editor.handle(key) }
    return (editor.text, editor.cursor)
  }

  @Test func typesAtTheCursor() {
    #expect(edit("", "Ada".map(Key.character)) == ("Ada", 3))
    #expect(edit("Ad", [.left, .character("x")]) == ("Axd", 2))
    #expect(edit("da", [.home, .character("A")]) == ("Ada", 1))
  }

  @Test func movesAndStopsAtTheEnds() {
    #expect(edit("ab", [.left, .left, .left]) == ("ab", 0))
    #expect(edit("ab", [.home, .right, .right, .right]) == ("ab", 2))
    #expect(edit("abc", [.control("a")]) == ("abc", 0))
    #expect(edit("abc", [.home, .control("e")]) == ("abc", 3))
    #expect(edit("abc", [.home, .end]) == ("abc", 3))
  }

  @Test func deletes() {
    #expect(edit("abc", [.backspace]) == ("ab", 2))
    #expect(edit("abc", [.home, .backspace]) == ("abc", 0))
    #expect(edit("abc", [.home, .delete]) == ("bc", 0))
    #expect(edit("abc", [.delete]) == ("abc", 3))
    #expect(edit("abc def", [.left, .left, .control("u")]) == ("ef", 0))
    #expect(edit("abc def", [.left, .left, .control("k")]) == ("abc d", 5))
    #expect(edit("Ada  Lovelace ", [.control("w")]) == ("Ada  ", 5))
    #expect(edit("Ada  Lovelace", [.control("w"), .control("w")]) == ("", 0))
  }

  @Test func leavesOtherKeysToTheCaller() {
    var editor = LineEditor("x")
    let handled = [Key.enter, .up, .escape].map { editor.handle($0) }
    #expect(handled == [false, false, false])
  }
}
