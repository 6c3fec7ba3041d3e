import OnboardStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two streams a command writes to: results on standard output,
/// diagnostics on standard error.
enum StandardStream: Hashable, Sendable {
  /// Standard output (descriptor 1): results, reports, help.
  case output
  /// Standard error (descriptor 2): errors, warnings, progress.
  case error

  /// The file descriptor behind the stream.
  var descriptor: Int32 {
    switch self {
    case .output: return 1
    case .error: return 2
    }
  }
}

/// Unbuffered writes to the standard streams.
///
/// Swift 6 rejects the C `stdout`/`stderr` globals, and `print` buffers in the C
/// library, so every command writes through here instead: each call reaches the
/// descriptor before it returns, which keeps the two streams in order and leaves
/// nothing to flush. ``CommandRunner`` still flushes C buffers before exiting, in
/// case a library printed.
///
/// Standard error is where messages leave the process, whatever made them
/// (onboard, libpq, SQLite, an answer quoted back): there every password the
/// process was given is masked (``SecretMask``) and every control character
/// escaped (``Swift/String/escapingControlCharacters(keepingColour:)``), keeping
/// onboard's colour codes when standard error is coloured.
enum Console {
  /// Writes `text` to `stream` as UTF-8 (add the newline yourself): standard
  /// output exactly as given, standard error as ``diagnostic(_:)`` makes it.
  ///
  /// Retries short writes and `EINTR`; stops quietly on any other failure (a closed
  /// pipe, say), since there is nowhere left to report it.
  static func write(_ text: String, to stream: StandardStream = .output) {
    writeAsIs(stream == .error ? diagnostic(text) : text, to: stream)
  }

  /// Writes `line` over the line standard error's cursor is on (a carriage
  /// return and an erase-line, then `line` as ``diagnostic(_:)`` makes it):
  /// a progress line on a terminal, which the next call replaces.
  static func overwriteErrorLine(_ line: String) {
    writeAsIs("\r\u{1B}[K" + diagnostic(line), to: .error)
  }

  /// Writes `text` to `stream` unchanged.
  private static func writeAsIs(_ text: String, to stream: StandardStream) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = unistdWrite(stream.descriptor, base + offset, buffer.count - offset)
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

  /// `text` as standard error shows it: secrets masked, control characters
  /// escaped (colour codes kept when standard error is coloured).
  static func diagnostic(_ text: String) -> String {
    SecretMask.process.masked(text).escapingControlCharacters(keepingColour: errorIsColoured)
  }

  /// Whether standard error gets colour, decided once.
  private static let errorIsColoured = Terminal.colorEnabled(for: .error)

  /// Writes `line` and a newline to `stream`.
  static func writeLine(_ line: String, to stream: StandardStream = .output) {
    write(line + "\n", to: stream)
  }

  /// Flushes every C stdio buffer, for output that bypassed ``write(_:to:)``.
  static func flushAll() {
    fflush(nil)
  }
}

/// `write(2)`, named apart from ``Console/write(_:to:)``.
private func unistdWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
