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
/// let bad = ingest.badLines()                  // check every line before writing
/// if bad.isEmpty { _ = try ingest.write(into: store) }
/// ```
package struct EventIngest: Sendable {
  /// A line that is not an event: its number (from 1) and why.
  package struct BadLine: Sendable, Hashable {
    /// The line's number, from 1.
    package var line: Int
    /// What is wrong with it.
    package var reason: String
  }

  /// The lines, as read.
  private let bytes: Data
  /// Events per transaction.
  package var batchSize = 50_000

  /// The ingest of `bytes`: JSON lines, one event a line (blank lines are passed over).
  package init(_ bytes: Data) {
    self.bytes = bytes
  }

  /// Every bad line, in order. The file is checked on every core, a part
  /// of its lines each.
  package func badLines() -> [BadLine] {
    bytes.withUnsafeBytes { all -> [BadLine] in
      let parts = Self.parts(of: all, count: ProcessInfo.processInfo.activeProcessorCount)
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

  /// Writes every event but those of the `skipping` lines, `batchSize` a
  /// transaction; the number of events handed to the store (those already
  /// stored among them are skipped by it). The lines are decoded on a
  /// thread of their own while this one writes the ones before.
  /// - Throws: ``StoreError`` when the store cannot be written or a line
  ///   not in `skipping` is bad (check with ``badLines()`` first).
  package func write(into store: any EventStore, skipping: Set<Int> = []) throws -> Int {
    let writer = try store.bulkWriter(batchSize: batchSize)
    let preparing = writer as? any PreparingBulkWriter
    let queue = HandOffQueue<Decoded>(capacity: 2)
    let finished = DispatchGroup()
    finished.enter()
    let prepare = preparing != nil
    Thread { [self] in
      defer { finished.leave() }
      decode(skipping: skipping, prepare: prepare, into: queue)
    }.start()
    defer {
      queue.cancel()
      finished.wait()
    }
    var count = 0
    var failure: (any Error)?
    while failure == nil, let decoded = queue.take() {
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
    return count
  }

  /// Lines decoded on the decoding thread: events in order, then what
  /// stopped it, if anything; the last chunk says so.
  private struct Decoded: Sendable {
    var events: [StoredEvent] = []
    /// The events prepared for a ``PreparingBulkWriter``.
    var prepared: PreparedRuns?
    var failure: StoreError?
    var isLast = false
  }

  /// Lines a chunk of ``Decoded`` holds at least, but for the last: a
  /// chunk ends where a session does, so the lines of a session written
  /// together are prepared together.
  private static let linesPerChunk = 4096

  /// Decodes every line not in `skipping` into `queue`, a chunk at a time,
  /// until a line fails, the lines end or the queue is cancelled; with
  /// `prepare`, each chunk is prepared for a ``PreparingBulkWriter`` here.
  private func decode(skipping: Set<Int>, prepare: Bool, into queue: HandOffQueue<Decoded>) {
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
          chunk.failure = error as? StoreError ?? StoreError(.failed, "line \(number): \(error)")
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
