#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes: reports to standard output, problems to standard error.
enum BenchOutput {
  /// One report line on standard output.
  static func line(_ text: String) {
    write(text + "\n", to: 1)
  }

  /// Text on standard error, as given.
  static func error(_ text: String) {
    write(text, to: 2)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard var base = buffer.baseAddress else { return }
      var left = buffer.count
      while left > 0 {
        let written = Glibc.write(descriptor, base, left)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        base += written
        left -= written
      }
    }
  }
}
