import OnboardKit

extension StoredEvent {
  /// The columns a query selects for ``init(row:)``, in its order:
  /// `time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail, data`.
  package static let selectColumns = StoreSchema.insertColumns

  /// The event of a row selected with ``selectColumns``.
  ///
  /// ```swift
  /// try store.query("SELECT \(StoredEvent.selectColumns) FROM events ORDER BY id", []) { row in
  ///   events.append(try StoredEvent(row: row))
  /// }
  /// ```
  package init(row: QueryRow) throws {
    guard let type = row[6].text, let kind = FlowEvent.Kind(rawValue: type) else {
      throw StoreError(.failed, "not an event row: unknown type '\(row[6].text ?? "NULL")'")
    }
    self.init(
      timeMilliseconds: row[0].integer ?? 0, session: row[1].text ?? "", sequence: Int(row[2].integer ?? 0),
      user: row[3].text ?? "", flow: row[4].text ?? "", flowVersion: row[5].integer.map { Int($0) },
      kind: kind,
      experiment: row[7].text, variant: row[8].text, step: row[9].text, field: row[10].text,
      detail: row[11].text, data: row[12].text)
  }
}
