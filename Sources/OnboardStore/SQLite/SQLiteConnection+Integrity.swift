internal import CSQLite
import Foundation

extension SQLiteConnection {
  /// Files up to this size (4 MiB) get `PRAGMA integrity_check`, which also
  /// compares every index with its table; larger ones `PRAGMA quick_check`.
  static let fullCheckBytes: Int64 = 4 << 20

  /// How long the check on open may take, in milliseconds: a larger store is
  /// checked as far as this allows and then used (its queries still refuse
  /// the pages SQLite finds corrupt).
  static let checkBudgetMilliseconds = 500

  /// Refuses a corrupt file: runs `integrity_check(1)` on a small file and
  /// `quick_check(1)` on a larger one, stopped after
  /// ``checkBudgetMilliseconds``, and throws the first problem it reports.
  func refuseCorruption() throws {
    let size = try databaseBytes()
    guard size > 0 else { return }
    let pragma = size <= Self.fullCheckBytes ? "integrity_check(1)" : "quick_check(1)"
    guard let problem = try withDeadline(Self.checkBudgetMilliseconds, { try firstProblem(pragma) }) else {
      return
    }
    throw StoreError(
      .corrupt,
      "\(path) is corrupt or not a database (database disk image is malformed: \(problem)); nothing was "
        + "written. Move it away or give another --db.")
  }

  /// The database's size: pages times page size (0 for a new file).
  private func databaseBytes() throws -> Int64 {
    let statement = try prepare("SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()")
    guard try statement.step(), case .integer(let bytes) = statement.value(at: 0) else { return 0 }
    return bytes
  }

  /// The problem `PRAGMA <pragma>` reports, on one line; `nil` when it says
  /// `ok` or when it was interrupted.
  private func firstProblem(_ pragma: String) throws -> String? {
    let statement = try prepare("PRAGMA \(pragma)")
    var lines: [String] = []
    while true {
      let code = sqlite3_step(statement.handle)
      if code == SQLITE_INTERRUPT { return nil }
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw error(code) }
      if case .text(let line) = statement.value(at: 0) { lines.append(line) }
    }
    let problems = lines.flatMap { $0.split(whereSeparator: \.isNewline) }.map(String.init)
      .filter { $0 != "ok" && !$0.hasPrefix("*** in database") }
    return problems.isEmpty ? nil : problems.joined(separator: " ")
  }

  /// Runs `body`, interrupting (`sqlite3_interrupt`) any statement still
  /// running `milliseconds` from now, from another thread: SQLite's progress
  /// handler is not called inside the b-tree walk of a check.
  private func withDeadline<T>(_ milliseconds: Int, _ body: () throws -> T) rethrows -> T {
    let alarm = InterruptAlarm(handle: handle)
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { alarm.ring() }
    defer { alarm.disarm() }
    return try body()
  }
}

/// Interrupts a connection's statements when it rings, until disarmed
/// (after which the connection may be closed).
private final class InterruptAlarm: @unchecked Sendable {
  // NB: unchecked: `handle` is only used under `lock`, and sqlite3_interrupt is thread-safe.
  private let handle: OpaquePointer
  private let lock = NSLock()
  private var armed = true

  init(handle: OpaquePointer) { self.handle = handle }

  func ring() {
    lock.lock()
    defer { lock.unlock() }
    if armed { sqlite3_interrupt(handle) }
  }

  func disarm() {
    lock.lock()
    defer { lock.unlock() }
    armed = false
  }
}
