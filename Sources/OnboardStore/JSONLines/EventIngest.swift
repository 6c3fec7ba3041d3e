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

  /// Every bad line, in order.
  package func badLines() -> [BadLine] {
    var bad: [BadLine] = []
    forEachLine { number, line in
      do {
        _ = try EventJSONLine.decode(line)
      } catch {
        bad.append(BadLine(line: number, reason: Self.reason(error)))
      }
    }
    return bad
  }

  /// Writes every event but those of the `skipping` lines, `batchSize` a
  /// transaction; the number of events handed to the store (those already
  /// stored among them are skipped by it).
  /// - Throws: ``StoreError`` when the store cannot be written or a line
  ///   not in `skipping` is bad (check with ``badLines()`` first).
  package func write(into store: any EventStore, skipping: Set<Int> = []) throws -> Int {
    let writer = try store.bulkWriter(batchSize: batchSize)
    var count = 0
    var failure: (any Error)?
    forEachLine { number, line in
      guard failure == nil, !skipping.contains(number) else { return }
      do {
        try writer.append(try EventJSONLine.decode(line))
        count += 1
      } catch {
        failure = error
      }
    }
    if let failure {
      try? writer.close()
      throw failure
    }
    try writer.close()
    return count
  }

  /// Hands each non-blank line (without its `\r\n` or `\n`) to `body` with its number.
  private func forEachLine(_ body: (Int, UnsafeRawBufferPointer) -> Void) {
    bytes.withUnsafeBytes { all in
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
    }
  }

  /// The reason of a decoding error, without the prefix every line shares.
  private static func reason(_ error: any Error) -> String {
    let text = (error as? StoreError)?.message ?? "\(error)"
    let prefix = "not an event line: "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }
}
