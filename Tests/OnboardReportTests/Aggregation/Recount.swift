import OnboardReport
import OnboardStore

/// The report's numbers counted again in Swift from the raw rows, one
/// session at a time, without any of ``ReportQueries``' SQL: the
/// independent side of the cross-check.
struct Recount {
  /// What one variant of one experiment adds up to.
  struct Tally {
    var users: Set<String> = []
    var converted: Set<String> = []
    var reached: [String: Set<String>] = [:]
    var completed: [String: Set<String>] = [:]
    var failures: [String: Int] = [:]
    var attempts: [String: Int] = [:]
    /// Per user, the (completed time, session, milliseconds) of their first completed session.
    var firstCompletion: [String: (time: Int64, session: String, ms: Int64)] = [:]
  }

  /// By `experiment/variant`.
  var tallies: [String: Tally] = [:]

  /// Reads every event of `flow` in session order.
  init(_ store: any EventStore, flow: String) throws {
    var session: [QueryRow] = []
    try store.query(
      "SELECT session, seq, user_id, type, experiment, variant, step, field, time_ms, detail FROM events "
        + "WHERE flow = $1 ORDER BY session, seq", [.text(flow)]
    ) { row in
      if let last = session.last, last[0] != row[0] {
        add(session)
        session = []
      }
      session.append(row)
    }
    add(session)
  }

  private mutating func add(_ events: [QueryRow]) {
    let completion = events.first { $0[3].text == "completed" }
    for exposure in events where exposure[3].text == "exposure" {
      let key = "\(exposure[4].text ?? "")/\(exposure[5].text ?? "")"
      let user = exposure[2].text ?? ""
      var tally = tallies[key] ?? Tally()
      tally.users.insert(user)
      if let completion, let end = completion[8].integer, let start = exposure[8].integer {
        tally.converted.insert(user)
        let session = exposure[0].text ?? ""
        if let known = tally.firstCompletion[user], (known.time, known.session) <= (end, session) {
        } else {
          tally.firstCompletion[user] = (end, session, end - start)
        }
      }
      var previous: QueryRow?
      for event in events {
        let step = event[6].text ?? ""
        switch event[3].text {
        case "step_viewed": tally.reached[step, default: []].insert(user)
        case "step_completed":
          tally.completed[step, default: []].insert(user)
          tally.attempts[step, default: 0] += 1
        case "validation_failed":
          if let field = event[7].text {
            tally.failures["\(step).\(field)", default: 0] += 1
          } else if let rule = event[9].text {
            tally.failures["\(step): \(rule)", default: 0] += 1
          }
          let before = previous?[3].text
          if !((before == "validation_failed" || before == "step_completed") && previous?[6].text == step) {
            tally.attempts[step, default: 0] += 1
          }
        default: break
        }
        previous = event
      }
      tallies[key] = tally
    }
  }
}
