/// The two SQL databases a store lives in. Queries are written once for both
/// (`$1` parameters, standard SQL); only the table definitions differ.
public enum SQLDialect: String, Sendable, Hashable {
  /// SQLite 3 (the embedded default).
  case sqlite
  /// PostgreSQL (`--db postgres://…`).
  case postgres
}
