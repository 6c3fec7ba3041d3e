#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where plain mode reads answers: one line at a time, `nil` at the end.
package protocol LineSource: AnyObject {
  /// The next line without its newline, or `nil` when the input ended.
  func nextLine() -> String?
}

/// Standard input, line by line (`\n` or `\r\n`). With
/// ``catchInterrupt()``, Ctrl-C (SIGINT) ends the input instead of the
/// process, and ``wasInterrupted`` says so: plain mode then saves its
/// session as the wizard does.
package final class StandardInputLines: LineSource {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var ended = false

  /// Reads standard input (or another descriptor).
  package init(descriptor: Int32 = 0) {
    self.descriptor = descriptor
  }

  /// Whether the input ended because of SIGINT.
  package var wasInterrupted: Bool { interruptWasRequested() }

  /// From now on SIGINT ends the input (no longer the process).
  package func catchInterrupt() {
    installInterruptFlag()
  }

  /// The next line of standard input; `nil` at its end or after SIGINT.
  package func nextLine() -> String? {
    while !wasInterrupted {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        var line = buffer[..<newline]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        defer { buffer.removeSubrange(...newline) }
        return String(decoding: line, as: UTF8.self)
      }
      if ended {
        guard !buffer.isEmpty else { return nil }
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
      }
      readMore()
    }
    return nil
  }

  /// Waits (in short polls, so a SIGINT is seen even between them) and reads what came.
  private func readMore() {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&waiting, 1, 200) > 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer += chunk.prefix(count)
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      ended = true
    }
  }
}

/// Lines from a list, for tests.
package final class ScriptedLines: LineSource {
  private var lines: [String]

  /// The lines to give, in order.
  package init(_ lines: [String]) {
    self.lines = lines
  }

  /// The next line, until they run out.
  package func nextLine() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }
}
