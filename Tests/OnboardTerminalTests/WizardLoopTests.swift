import OnboardKit
import Testing

@testable import OnboardTerminal

/// The loop against a mock terminal: bytes in, exact frames out.
@Suite struct WizardLoopTests {
  static func bytes(_ text: String) -> TerminalInput { .bytes(Array(text.utf8)) }

  @Test func drawsAFrameAfterEveryReadWithKeys() throws {
    var wizard = try Signup.wizard()
    let terminal = MockTerminal(inputs: [
      Self.bytes("Ad"), .timeout, Self.bytes("a\u{1B}[D"), Self.bytes("\u{03}"),
    ])
    let outcome = WizardLoop().run(&wizard, on: terminal)
    #expect(outcome == .interrupted)
    #expect(terminal.frames.count == 3)
    #expect(terminal.frames.map { $0.lines[6] } == ["", "    Ad", "    Ada"])
    #expect(
      terminal.frames.map(\.cursor) == [
        .init(row: 6, column: 4), .init(row: 6, column: 6), .init(row: 6, column: 6),
      ])
  }

  @Test func aLoneEscapeAtTheEndOfAReadGoesBack() throws {
    var wizard = try Signup.wizard()
    let terminal = MockTerminal(inputs: [Self.bytes("Ada\tLovelace\r"), Self.bytes("\u{1B}")])
    _ = WizardLoop().run(&wizard, on: terminal)
    #expect(
      terminal.frames.map { $0.lines[3] } == [
        "What should we call you?", "How can we reach you?", "What should we call you?",
      ])
    #expect(terminal.frames.last?.lines[6] == "    Ada")
  }

  @Test func aResizeRedrawsAtTheNewWidth() throws {
    var wizard = try Signup.wizard()
    let terminal = MockTerminal(inputs: [.timeout, .timeout])
    terminal.beforeRead = { $0.columns = 30 }
    _ = WizardLoop().run(&wizard, on: terminal)
    #expect(terminal.frames.count == 2)
    #expect(terminal.frames[1].lines[2] == String(repeating: "-", count: 30))
    #expect(terminal.frames[1].lines.allSatisfy { $0.count <= 30 })
  }

  @Test func theWholeFlowByBytes() throws {
    var wizard = try Signup.wizard()
    let keys = "Ada\tLovelace\rada@example.com\rGB\r1989-12-10\r\r\r\r\r\ry\r\r"
    let terminal = MockTerminal(inputs: keys.map { Self.bytes(String($0)) })
    guard case .finished(let user) = WizardLoop().run(&wizard, on: terminal) else {
      Issue.record("the run did not finish")
      return
    }
    #expect(user.plan == .free)
    #expect(!user.marketingOptIn)
    #expect(terminal.frames.last?.lines[3] == "All set")
  }

  @Test func frameBytesRedrawInPlace() {
    let frame = Frame(lines: ["a", "b"], cursor: .init(row: 1, column: 4))
    #expect(
      ANSI.frameText(frame, rows: 24)
        == "\u{1B}[?25l\u{1B}[Ha\u{1B}[K\r\nb\u{1B}[K\u{1B}[J\u{1B}[2;5H\u{1B}[?25h")
  }
}
