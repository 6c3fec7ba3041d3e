#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: keys from `input`, screens to `output`, raw mode and
/// the alternate screen between ``begin()`` and ``end()``.
///
/// The saved settings are restored by ``end()`` (call it in a `defer`), and
/// by the SIGINT/SIGTERM/SIGHUP handlers.
package final class FileTerminal: Terminal {
  private let input: Int32
  private let output: Int32
  private var active = false

  /// A terminal on two descriptors (standard input and output by default).
  package init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  /// Whether both descriptors are terminals.
  package static func isInteractive(input: Int32 = 0, output: Int32 = 1) -> Bool {
    isatty(input) == 1 && isatty(output) == 1
  }

  /// Raw mode and the alternate screen; `false` when the input is not a terminal.
  package func begin() -> Bool {
    guard enterRawMode(input) else { return false }
    active = true
    send(ANSI.enterScreen)
    return true
  }

  /// Leaves the alternate screen and restores the saved settings.
  package func end() {
    guard active else { return }
    active = false
    send(ANSI.leaveScreen)
    restoreTerminalSettings()
    forgetTerminalSettings()
    removeTerminalSignalHandlers()
  }

  deinit { end() }

  /// The width from `TIOCGWINSZ`, else 80.
  package var columns: Int { windowSize().columns }

  /// The height from `TIOCGWINSZ`, else 24.
  package var rows: Int { windowSize().rows }

  private func windowSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Waits with `poll` and reads what came.
  package func read(timeoutMilliseconds: Int32) -> TerminalInput {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeoutMilliseconds)
    guard ready > 0 else { return .timeout }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR || errno == EAGAIN { return .timeout }
    guard count > 0 else { return .end }
    return .bytes(Array(buffer.prefix(count)))
  }

  /// Redraws in place; on a short terminal, scrolled to keep the focused
  /// field and the key footer in view (``Frame/viewport(rows:)``).
  package func draw(_ frame: Frame) {
    let height = rows
    send(ANSI.frameText(frame.viewport(rows: height), rows: height))
  }

  private func send(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = write(output, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

/// `read(2)`, named apart from ``FileTerminal/read(timeoutMilliseconds:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
