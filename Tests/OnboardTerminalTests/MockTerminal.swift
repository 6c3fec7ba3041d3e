@testable import OnboardTerminal

/// A terminal in memory: scripted input, every frame drawn kept for asserting.
final class MockTerminal: Terminal {
  /// What each read returns, in order; `.end` once it runs out.
  var inputs: [TerminalInput]
  /// Every frame drawn, in order.
  private(set) var frames: [Frame] = []
  /// The width, which a test may change between reads (a resize).
  var columns: Int
  /// Called before each read, to change ``columns`` mid-run.
  var beforeRead: (MockTerminal) -> Void = { _ in }
  /// Called with each frame as it is drawn.
  var onDraw: (Frame) -> Void = { _ in }

  init(inputs: [TerminalInput], columns: Int = 80) {
    self.inputs = inputs
    self.columns = columns
  }

  func read(timeoutMilliseconds: Int32) -> TerminalInput {
    beforeRead(self)
    return inputs.isEmpty ? .end : inputs.removeFirst()
  }

  func draw(_ frame: Frame) {
    frames.append(frame)
    onDraw(frame)
  }
}
