import OnboardKit
import OnboardTerminal

/// The real terminal, which stops (reads as closed, draws nothing) once
/// the run's events could not be written.
final class StoppableTerminal: OnboardTerminal.Terminal {
  private let terminal: any OnboardTerminal.Terminal
  private let handOff: EventHandOff

  /// Wraps `terminal`, watching `handOff`.
  init(_ terminal: any OnboardTerminal.Terminal, handOff: EventHandOff) {
    self.terminal = terminal
    self.handOff = handOff
  }

  var columns: Int { terminal.columns }

  func read(timeoutMilliseconds: Int32) -> TerminalInput {
    handOff.hasFailed ? .end : terminal.read(timeoutMilliseconds: timeoutMilliseconds)
  }

  func draw(_ frame: Frame) {
    if !handOff.hasFailed { terminal.draw(frame) }
  }
}

/// Standard input for plain mode, which ends once the run's events could
/// not be written.
final class StoppableLines: LineSource {
  private let lines: any LineSource
  private let handOff: EventHandOff

  /// Wraps `lines`, watching `handOff`.
  init(_ lines: any LineSource, handOff: EventHandOff) {
    self.lines = lines
    self.handOff = handOff
  }

  func nextLine() -> String? {
    handOff.hasFailed ? nil : lines.nextLine()
  }
}
