import Foundation
import Testing

@testable import OnboardStore

/// The stores every round-trip test runs against: SQLite always, PostgreSQL
/// when the run has a server (`.ci/with-postgres`; CI must have one).
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgres

  /// The backends this run can test.
  static var available: [Backend] { TestPostgres.url == nil ? [.sqlite] : [.sqlite, .postgres] }

  var testDescription: String { rawValue }

  /// A new, empty store of this kind and what removes it.
  func open(in folder: TemporaryFolder) throws -> any EventStore {
    switch self {
    case .sqlite: return try SQLiteStore(path: folder.path("events.sqlite"))
    case .postgres:
      let spool = Spool(folder: folder.url.appendingPathComponent("spool"), target: "test")
      return try PostgresStore(url: try TestPostgres.freshSchemaURL(), spool: spool, backoff: .none)
    }
  }
}
