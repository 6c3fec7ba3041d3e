/// A value in or out of a query, the same for SQLite and PostgreSQL.
public enum SQLValue: Sendable, Hashable {
  /// SQL `NULL`.
  case null
  /// An integer (`INTEGER`, `BIGINT`, `COUNT(*)`).
  case integer(Int64)
  /// A real number.
  case real(Double)
  /// Text.
  case text(String)

  /// The integer, also from a real or text column that holds one (PostgreSQL
  /// sends every value as text; `AVG` may be real).
  package var integer: Int64? {
    switch self {
    case .integer(let value): return value
    case .real(let value): return value.isFinite ? Int64(exactly: value.rounded()) : nil
    case .text(let text): return Int64(text)
    case .null: return nil
    }
  }

  /// The number, from an integer, real or numeric text column.
  package var real: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .real(let value): return value
    case .text(let text): return Double(text)
    case .null: return nil
    }
  }

  /// The text, or the number written out.
  package var text: String? {
    switch self {
    case .text(let text): return text
    case .integer(let value): return String(value)
    case .real(let value): return String(value)
    case .null: return nil
    }
  }

  /// Whether it is SQL `NULL`.
  package var isNull: Bool { self == .null }
}
