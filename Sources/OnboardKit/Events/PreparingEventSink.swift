/// A sink that does part of each write on another thread. A simulation's
/// threads hand every chunk of people they simulate to ``preparation``, and
/// the writing thread gives what it returned to ``write(prepared:)``, chunk
/// after chunk in order: what does not touch the store (rows, shares of
/// the rollups) is worked out beside the simulation instead of after it.
///
/// ``write(prepared:)`` of a chunk leaves the sink as ``EventSink/write(_:of:)``
/// of each of its runs, in order, would.
package protocol PreparingEventSink: EventSink {
  /// Works out, on any thread, what ``write(prepared:)`` takes for `runs`
  /// (each run's events, in order).
  var preparation: @Sendable (_ runs: [RunEvents]) -> any Sendable { get }
  /// Writes the runs ``preparation`` was given, from what it returned.
  /// - Throws: what ``EventSink/write(_:of:)`` throws.
  func write(prepared: any Sendable) throws
  /// How many prepared chunks each preparing thread may keep waiting (at
  /// least 1): a sink that waits on a server for a whole batch asks for a
  /// batch's worth, so the threads make the next one meanwhile. 2 unless a
  /// sink says otherwise.
  var chunksAhead: Int { get }
}

extension PreparingEventSink {
  /// Two chunks a thread.
  package var chunksAhead: Int { 2 }
}

/// One run's events, as a ``PreparingEventSink`` is given them to prepare.
package struct RunEvents: Sendable {
  /// The run.
  package var run: RunIdentity
  /// Its events, in order.
  package var events: [FlowEvent]

  /// The run's events.
  package init(run: RunIdentity, events: [FlowEvent]) {
    self.run = run
    self.events = events
  }
}
