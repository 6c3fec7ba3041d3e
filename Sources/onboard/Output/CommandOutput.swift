import Foundation

/// Where a command's result goes: standard output, or the file of `--out`
/// (written whole and atomically, then `wrote FILE` on standard error).
enum CommandOutput {
  /// Writes `text` to standard output, or to `out` when given.
  ///
  /// - Throws: ``CommandFailure`` when the file cannot be written.
  static func write(_ text: String, to out: String?) throws {
    guard let out else {
      Console.write(text)
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      throw CommandFailure("cannot write \(out): \(error.localizedDescription)")
    }
    Console.writeLine("wrote \(out)", to: .error)
  }
}
