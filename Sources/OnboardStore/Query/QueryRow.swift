/// One row of a streaming query (``EventStore/query(_:_:row:)``), handed to
/// the callback one at a time; a value, so a caller may keep it.
public struct QueryRow: Sendable, Hashable {
  /// The column names, in order.
  package var columns: [String]
  /// The values, in column order.
  package var values: [SQLValue]

  /// A row of values under their column names.
  package init(columns: [String], values: [SQLValue]) {
    self.columns = columns
    self.values = values
  }

  /// The value of column `index` (from 0); `.null` past the end.
  package subscript(_ index: Int) -> SQLValue {
    values.indices.contains(index) ? values[index] : .null
  }

  /// The value of the column named `name`; `.null` when there is none.
  package subscript(_ name: String) -> SQLValue {
    columns.firstIndex(of: name).map { self[$0] } ?? .null
  }
}
