import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for end-to-end wizard tests: a detached tmux session on
/// its own server socket, 80×24, running one command.
final class Tmux {
  /// Whether `tmux` is on the `PATH`.
  static var isInstalled: Bool {
    (try? Tmux.tmux(["-V"], socket: nil)) != nil
  }

  let socket = "onboard-test-\(UUID().uuidString.prefix(8))"
  let name = "wizard"

  /// Starts `command` (a shell line) in `folder`, on a terminal `columns` × `rows`.
  init(command: String, folder: String, columns: Int = 80, rows: Int = 24) throws {
    try Self.tmux(
      ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "-c", folder, command],
      socket: socket)
  }

  /// Ends the session and its server.
  func kill() {
    _ = try? Self.tmux(["kill-server"], socket: socket)
  }

  /// Sends keys as tmux names them (`Escape`, `Enter`, `Down`, `C-c`) or literal text with `literal`.
  func send(_ keys: String..., literal: Bool = false) throws {
    try Self.tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys, socket: socket)
  }

  /// The screen now.
  func screen() throws -> String {
    try Self.tmux(["capture-pane", "-p", "-t", name], socket: socket)
  }

  /// Polls the screen until it contains `text`; the last screen in the error.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = (try? screen()) ?? last
      if last.contains(text) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Timeout(text: text, screen: last)
  }

  /// The screen never showed the text in time.
  struct Timeout: Error, CustomStringConvertible {
    var text: String
    var screen: String
    var description: String { "the screen never showed '\(text)'; it shows:\n\(screen)" }
  }

  /// Runs tmux through `system(3)`, which waits for the client only.
  ///
  /// NB: not `Process`: the tmux server forked by `new-session` inherits the
  /// descriptors Foundation watches, and `waitUntilExit` never returns.
  @discardableResult
  static func tmux(_ arguments: [String], socket: String?) throws -> String {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let words = ["tmux"] + (socket.map { ["-L", $0] } ?? []) + arguments
    let line = words.map(quoted).joined(separator: " ") + " </dev/null >\(quoted(output.path)) 2>/dev/null"
    guard system(line) == 0 else {
      throw CocoaError(.executableLoad, userInfo: ["tmux": arguments.joined(separator: " ")])
    }
    return String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
