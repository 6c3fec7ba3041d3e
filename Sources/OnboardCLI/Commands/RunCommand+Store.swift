import Foundation
import OnboardKit
import OnboardStore

extension RunCommand {
  /// Where this run's events go: the store (unless `--no-store`) and the
  /// `--events` file, opened before the run starts so a bad store fails first.
  func openEvents() throws -> RunEvents {
    let store = try outputs.openStore()
    var sinks: [any EventSink] = store.map { [StoreEventSink(store: $0)] } ?? []
    if let events = try outputs.eventsSink() { sinks.append(events) }
    return RunEvents(store: store, sink: FanOutEventSink(sinks))
  }

  /// Writes a headless run's events, opening the store only now; when a
  /// PostgreSQL server cannot be reached, the events go to the spool (and
  /// to the `--events` file, which does not need the server) and the run
  /// fails saying so.
  func writeHeadless(_ events: [FlowEvent], of run: RunIdentity) throws {
    let runEvents: RunEvents
    do {
      runEvents = try openEvents()
    } catch let error as StoreError where error.reason == .unreachable {
      guard let spool = try outputs.storeLocation()?.spool else { throw error }
      if let file = try outputs.eventsSink() {
        defer { try? file.close() }
        try file.write(events, of: run)
      }
      let rows = events.enumerated().map { StoredEvent($1, of: run, sequence: $0) }
      let file = try spool.keep(rows)
      throw StoreError(
        .unreachable,
        "\(error.message); the run's \(rows.count) events were kept in \(file.path) and are written on the "
          + "next run that reaches the store")
    }
    defer { runEvents.close() }
    try runEvents.sink.write(events, of: run)
  }
}

/// A run's event sinks and the store that keeps its sessions.
struct RunEvents {
  /// The database, unless `--no-store`.
  var store: (any EventStore)?
  /// Every sink of the run.
  var sink: FanOutEventSink

  /// Closes the sinks, ignoring failures (the run's outcome is already decided).
  func close() {
    try? sink.close()
  }
}
