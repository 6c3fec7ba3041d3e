import Foundation

/// Where a command's result goes: standard output, or the file of `--out`
/// (written by ``OutputFile``'s rule, then `wrote FILE` on standard error).
enum CommandOutput {
  /// Writes `text` to standard output, or to `out` when given (`-` is standard output).
  ///
  /// - Throws: ``CommandFailure`` when the file cannot be written.
  static func write(_ text: String, to out: String?) throws {
    guard let out else {
      Console.write(text)
      return
    }
    try OutputFile.write(text, to: out)
    if out != "-" { Console.writeLine("wrote \(out)", to: .error) }
  }
}
