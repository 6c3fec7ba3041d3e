extension PostgresStore {
  /// Records outcomes in one transaction of multi-row inserts; returns how
  /// many were new (an outcome already stored is skipped).
  public func record(_ outcomes: [Outcome]) throws -> Int {
    guard !outcomes.isEmpty else { return 0 }
    var added = 0
    try transaction {
      var start = outcomes.startIndex
      while start < outcomes.endIndex {
        let end = min(start + Self.rowsPerStatement, outcomes.endIndex)
        var parameters: [String?] = []
        parameters.reserveCapacity((end - start) * 5)
        for outcome in outcomes[start..<end] {
          parameters += [
            outcome.flow, outcome.user, outcome.event, String(outcome.timeMilliseconds), "\(outcome.value)",
          ]
        }
        added += try connection.execute(Outcome.insertSQL(rows: end - start), parameters).affectedRows
        start = end
      }
    }
    return added
  }
}
