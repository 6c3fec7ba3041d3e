/// What a read from the keyboard gave.
package enum TerminalInput: Sendable, Hashable {
  /// Bytes, as the terminal sent them.
  case bytes([UInt8])
  /// Nothing came in time (or a signal such as SIGWINCH interrupted the wait).
  case timeout
  /// The input is closed.
  case end
}

/// A terminal the wizard draws on and reads keys from: ``FileTerminal`` on
/// real file descriptors, a mock in tests.
package protocol Terminal: AnyObject {
  /// The width in columns now (it changes on resize).
  var columns: Int { get }
  /// Waits up to `timeoutMilliseconds` for input.
  func read(timeoutMilliseconds: Int32) -> TerminalInput
  /// Replaces the screen with `frame`, in place.
  func draw(_ frame: Frame)
}
