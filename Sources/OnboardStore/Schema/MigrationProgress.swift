import Foundation

/// How far the migration of an existing store has got: what a writer that
/// opens an older store (``StoreLocation/open(backoff:progress:)``) reports
/// before each statement and once at the end, so a command can show a
/// progress line while a large store's rollups are built. A new, empty
/// store reports nothing.
public struct MigrationProgress: Sendable, Hashable {
  /// Receives each report, on the thread that opens the store.
  public typealias Observer = (MigrationProgress) -> Void

  /// The store's schema version before the migration.
  public var from: Int
  /// The version the migration brings it to.
  public var to: Int
  /// What the statement under way works on (`INSERT INTO units`), empty once done.
  public var work: String
  /// The statements done so far.
  public var done: Int
  /// All the statements of the migration.
  public var total: Int
  /// Seconds since the migration began.
  public var seconds: Double

  /// A report: `done` of `total` statements after `seconds`, `work` under way.
  package init(from: Int, to: Int, work: String, done: Int, total: Int, seconds: Double) {
    self.from = from
    self.to = to
    self.work = work
    self.done = done
    self.total = total
    self.seconds = seconds
  }

  /// Whether every statement is done.
  public var isFinished: Bool { done == total }
}

extension StoreSchema {
  /// Runs the migrations after version `from` through `execute`, each
  /// followed by its version's record, telling `progress` (when the store
  /// held a schema already) before each statement and at the end.
  static func migrate(
    from: Int, dialect: SQLDialect, progress: MigrationProgress.Observer?, execute: (String) throws -> Void
  ) throws {
    let pending = migrations.enumerated().dropFirst(from).map {
      (version: $0.offset + 1, statements: $0.element.statements(dialect))
    }
    // A new store (from 0) reports nothing, so it pays for no report either.
    let report = from > 0 ? progress : nil
    let start = Date()
    var state = MigrationProgress(
      from: from, to: migrations.count, work: "", done: 0,
      total: pending.reduce(0) { $0 + $1.statements.count }, seconds: 0)
    for (version, statements) in pending {
      for statement in statements {
        if let report {
          state.work = work(of: statement)
          state.seconds = Date().timeIntervalSince(start)
          report(state)
        }
        try execute(statement)
        state.done += 1
      }
      try execute(setVersion(version))
    }
    guard let report, !pending.isEmpty else { return }
    state.work = ""
    state.seconds = Date().timeIntervalSince(start)
    report(state)
  }

  /// The verb and table of a statement (`CREATE INDEX events_exposure_user`,
  /// `INSERT INTO units`, `UPDATE units`): the first of them in its text.
  static func work(of sql: String) -> String {
    let words = sql.split(whereSeparator: { $0.isWhitespace || $0 == "(" }).map(String.init)
    let verbs = [
      ["CREATE", "TABLE"], ["CREATE", "INDEX"], ["CREATE", "VIEW"], ["INSERT", "INTO"], ["DELETE", "FROM"],
      ["ALTER", "TABLE"], ["DROP", "TABLE"],
    ]
    for index in words.indices.dropLast(2) {
      let pair = [words[index].uppercased(), words[index + 1].uppercased()]
      if verbs.contains(pair) { return "\(pair[0]) \(pair[1]) \(words[index + 2])" }
      if pair[0] == "UPDATE", words[index + 2].uppercased() == "SET" { return "UPDATE \(words[index + 1])" }
    }
    return words.prefix(2).joined(separator: " ")
  }
}
