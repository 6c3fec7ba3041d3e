import Foundation
import OnboardKit

/// `onboard ingest`: event lines (``EventJSONLine``, what an app writes with
/// ``EventLineEncoder``) into a store through its bulk writer
/// (``EventStore/bulkWriter(batchSize:)``: SQLite without a sync per batch,
/// PostgreSQL through `COPY`), so an event already stored — the same
/// `(session, seq)` — counts once and a file ingested twice changes nothing.
///
/// ```swift
/// let ingest = EventIngest(try Data(contentsOf: url, options: .alwaysMapped))
/// switch try ingest.write(into: store, badLines: .refuse) {
/// case .written(let events, _): print(events)
/// case .refused(let bad): print(bad)     // nothing of the file was committed
/// }
/// ```
package struct EventIngest: Sendable {
  /// A line that is not an event: its number (from 1) and why.
  package struct BadLine: Sendable, Hashable {
    /// The line's number, from 1.
    package var line: Int
    /// What is wrong with it.
    package var reason: String
  }

  /// What a write does with bad lines.
  package enum BadLines: Sendable {
    /// Every line was checked (``badLines(cores:)``) and is good.
    case checked
    /// Nothing is committed unless every line is good. The lines are
    /// checked alongside the writing when the store's writer can hold its
    /// commits (``HoldingBulkWriter``: SQLite), else before it.
    case refuse
    /// A bad line is left out, and listed.
    case skip
  }

  /// What a write came to.
  package enum Outcome: Sendable, Equatable {
    /// The events handed to the store (those it held already among them),
    /// and the bad lines left out.
    case written(events: Int, skipped: [BadLine])
    /// Every bad line: nothing of the file was committed.
    case refused([BadLine])
  }

  /// The lines, as read.
  private let bytes: Data
  /// Events per transaction.
  package var batchSize = 50_000

  /// The ingest of `bytes`: JSON lines, one event a line (blank lines are passed over).
  package init(_ bytes: Data) {
    self.bytes = bytes
  }

  /// The size of the lines, in bytes.
  package var byteCount: Int { bytes.count }

  /// Every bad line, in order. The file is checked on `cores` threads, a
  /// part of its lines each.
  package func badLines(cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> [BadLine] {
    bytes.withUnsafeBytes { all -> [BadLine] in
      let parts = Self.parts(of: all, count: max(1, cores))
      var found = [[BadLine]](repeating: [], count: parts.count)
      var counted = [Int](repeating: 0, count: parts.count)
      found.withUnsafeMutableBufferPointer { found in
        counted.withUnsafeMutableBufferPointer { counted in
          // Each part writes only its own place.
          nonisolated(unsafe) let (all, found, counted) = (all, found, counted)
          DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            var bad: [BadLine] = []
            counted[part] = Self.forEachLine(in: UnsafeRawBufferPointer(rebasing: all[parts[part]])) {
              number, line in
              do {
                _ = try EventJSONLine.decode(line)
              } catch {
                bad.append(BadLine(line: number, reason: Self.reason(error)))
              }
            }
            found[part] = bad
          }
        }
      }
      var bad: [BadLine] = []
      var before = 0
      for part in parts.indices {
        bad += found[part].map { BadLine(line: before + $0.line, reason: $0.reason) }
        before += counted[part]
      }
      return bad
    }
  }

  /// Writes the events of the lines, `batchSize` a transaction, doing
  /// with bad lines what `badLines` says.
  ///
  /// - Parameters:
  ///   - store: The store, written through its bulk writer.
  ///   - badLines: ``BadLines/refuse`` commits nothing when a line is bad
  ///     and returns every bad line; ``BadLines/skip`` leaves them out.
  /// - Returns: The events handed to the store and the lines left out, or
  ///   the bad lines of a file refused.
  /// - Throws: ``StoreError`` when the store cannot be written (or, with
  ///   ``BadLines/checked``, a line is bad after all).
  package func write(into store: any EventStore, badLines policy: BadLines) throws -> Outcome {
    let writer = try store.bulkWriter(batchSize: batchSize)
    switch policy {
    case .checked, .skip:
      let written = try write(with: writer, skipping: [], skipBad: policy == .skip)
      return .written(events: written.events, skipped: written.skipped)
    case .refuse:
      guard let holding = writer as? any HoldingBulkWriter else {
        let bad = badLines()
        guard bad.isEmpty else {
          try writer.close()
          return .refused(bad)
        }
        return .written(events: try write(with: writer, skipping: [], skipBad: false).events, skipped: [])
      }
      let hold = CommitHold()
      holding.holdCommits(until: hold)
      // The check leaves the two threads that decode and write a core each.
      let check = BackgroundValue { [self] in
        let bad = badLines(cores: ProcessInfo.processInfo.activeProcessorCount - 2)
        hold.decide(commit: bad.isEmpty)
        return bad
      }
      do {
        return .written(events: try write(with: writer, skipping: [], skipBad: false).events, skipped: [])
      } catch {
        let bad = check.wait()
        guard bad.isEmpty else { return .refused(bad) }
        throw error
      }
    }
  }

  /// Writes every event but those of the `skipping` lines, `batchSize` a
  /// transaction; the number of events handed to the store (those already
  /// stored among them are skipped by it).
  /// - Throws: ``StoreError`` when the store cannot be written or a line
  ///   not in `skipping` is bad (check with ``badLines(cores:)`` first).
  package func write(into store: any EventStore, skipping: Set<Int>) throws -> Int {
    try write(with: store.bulkWriter(batchSize: batchSize), skipping: skipping, skipBad: false).events
  }

  /// Writes every event but those of the `skipping` lines, and of the bad
  /// lines with `skipBad`, through `writer`, and closes it; the events
  /// handed to it and the bad lines left out. The lines are decoded on a
  /// thread of their own while this one writes the ones before.
  private func write(
    with writer: any BulkEventWriter, skipping: Set<Int>, skipBad: Bool
  ) throws -> (events: Int, skipped: [BadLine]) {
    let preparing = writer as? any PreparingBulkWriter
    let queue = HandOffQueue<Decoded>(capacity: 2)
    let finished = DispatchGroup()
    finished.enter()
    let prepare = preparing != nil
    Thread { [self] in
      defer { finished.leave() }
      decode(skipping: skipping, skipBad: skipBad, prepare: prepare, into: queue)
    }.start()
    defer {
      queue.cancel()
      finished.wait()
    }
    var count = 0
    var skipped: [BadLine] = []
    var failure: (any Error)?
    while failure == nil, let decoded = queue.take() {
      skipped += decoded.skipped
      do {
        if let preparing, let prepared = decoded.prepared {
          try preparing.write(prepared: prepared)
          count += decoded.events.count
        } else {
          for event in decoded.events {
            try writer.append(event)
            count += 1
          }
        }
      } catch {
        failure = error
      }
      if failure == nil { failure = decoded.failure }
      if decoded.isLast { break }
    }
    if let failure {
      try? writer.close()
      throw failure
    }
    try writer.close()
    return (count, skipped)
  }

  /// Lines decoded on the decoding thread: events in order, then what
  /// stopped it, if anything; the last chunk says so.
  private struct Decoded: Sendable {
    var events: [StoredEvent] = []
    /// The events prepared for a ``PreparingBulkWriter``.
    var prepared: PreparedRuns?
    /// The bad lines left out (``BadLines/skip``).
    var skipped: [BadLine] = []
    var failure: StoreError?
    var isLast = false
  }

  /// Lines a chunk of ``Decoded`` holds at least, but for the last: a
  /// chunk ends where a session does, so the lines of a session written
  /// together are prepared together.
  private static let linesPerChunk = 4096

  /// Decodes every line not in `skipping` into `queue`, a chunk at a time,
  /// until a line fails (with `skipBad`, a bad line is left out and told
  /// of instead), the lines end or the queue is cancelled; with `prepare`,
  /// each chunk is prepared for a ``PreparingBulkWriter`` here.
  private func decode(
    skipping: Set<Int>, skipBad: Bool, prepare: Bool, into queue: HandOffQueue<Decoded>
  ) {
    var chunk = Decoded()
    chunk.events.reserveCapacity(Self.linesPerChunk)
    var open = true
    func put() {
      if prepare { chunk.prepared = PreparedRuns(rows: chunk.events) }
      open = queue.put(chunk)
      chunk = Decoded()
      chunk.events.reserveCapacity(Self.linesPerChunk)
    }
    bytes.withUnsafeBytes { all in
      _ = Self.forEachLine(in: all) { number, line in
        guard open, chunk.failure == nil, !skipping.contains(number) else { return }
        let event: StoredEvent
        do {
          event = try EventJSONLine.decode(line)
        } catch {
          if skipBad {
            chunk.skipped.append(BadLine(line: number, reason: Self.reason(error)))
          } else {
            chunk.failure = error as? StoreError ?? StoreError(.failed, "line \(number): \(error)")
          }
          return
        }
        if chunk.events.count >= Self.linesPerChunk, chunk.events.last?.session != event.session { put() }
        chunk.events.append(event)
      }
    }
    chunk.isLast = true
    if open { put() }
  }

  /// `all` cut into at most `count` parts of whole lines (each ends after a
  /// `\n`, or at the end), as ranges of byte offsets.
  private static func parts(of all: UnsafeRawBufferPointer, count: Int) -> [Range<Int>] {
    let size = max(1, all.count / max(1, count))
    var parts: [Range<Int>] = []
    var start = 0
    while start < all.count {
      var end = min(all.count, start + size)
      while end < all.count, all[end - 1] != 0x0A { end += 1 }
      if parts.count == count - 1 { end = all.count }
      parts.append(start..<end)
      start = end
    }
    return parts.isEmpty ? [0..<0] : parts
  }

  /// Hands each non-blank line of `all` (without its `\r\n` or `\n`) to
  /// `body` with its number (from 1); the number of lines, blank ones too.
  private static func forEachLine(
    in all: UnsafeRawBufferPointer, _ body: (Int, UnsafeRawBufferPointer) -> Void
  ) -> Int {
    var number = 0
    var start = 0
    while start < all.count {
      number += 1
      var end = start
      while end < all.count, all[end] != 0x0A { end += 1 }
      var last = end
      if last > start, all[last - 1] == 0x0D { last -= 1 }
      let line = UnsafeRawBufferPointer(rebasing: all[start..<last])
      if line.contains(where: { $0 != 0x20 && $0 != 0x09 }) { body(number, line) }
      start = end + 1
    }
    return number
  }

  /// The reason of a decoding error, without the prefix every line shares.
  private static func reason(_ error: any Error) -> String {
    let text = (error as? StoreError)?.message ?? "\(error)"
    let prefix = "not an event line: "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }
}
