internal import CLibPQ

/// A libpq result, cleared in `deinit`.
final class PGResult {
  let handle: OpaquePointer

  init(handle: OpaquePointer) {
    self.handle = handle
  }

  deinit {
    PQclear(handle)
  }

  /// How many rows it has.
  var rowCount: Int32 { PQntuples(handle) }
  /// How many rows an `INSERT`, `UPDATE` or `DELETE` changed.
  var affectedRows: Int { Int(String(cString: PQcmdTuples(handle))) ?? 0 }
  /// How many columns it has.
  var columnCount: Int32 { PQnfields(handle) }

  /// The name of column `column`.
  func columnName(_ column: Int32) -> String {
    PQfname(handle, column).map { String(cString: $0) } ?? ""
  }

  /// The value at `row`, `column`, typed by the column's type: integers,
  /// reals (`numeric` too), else text.
  func value(_ row: Int32, _ column: Int32) -> SQLValue {
    guard PQgetisnull(handle, row, column) == 0, let pointer = PQgetvalue(handle, row, column) else {
      return .null
    }
    let text = String(cString: pointer)
    switch PQftype(handle, column) {
    case 20, 21, 23: return Int64(text).map(SQLValue.integer) ?? .text(text)
    case 700, 701, 1700: return Double(text).map(SQLValue.real) ?? .text(text)
    case 16: return .integer(text == "t" ? 1 : 0)
    default: return .text(text)
    }
  }

  /// Row `row` with its column names.
  func row(_ row: Int32, columns: [String]) -> QueryRow {
    QueryRow(columns: columns, values: (0..<columnCount).map { value(row, $0) })
  }
}
