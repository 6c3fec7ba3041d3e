import Foundation
import OnboardKit
import OnboardStore

extension IngestCommand {
  /// Checks every line, then writes the events through the store's batch
  /// write and prints the summary.
  ///
  /// - Throws: ``CommandFailure`` (an unreadable file, bad lines without
  ///   `--skip-bad`), ``StoreError`` (the store cannot be opened or written).
  func perform() throws {
    let name = file == "-" ? "<stdin>" : file
    let ingest = EventIngest(try read())
    let bad = ingest.badLines()
    for line in bad {
      Console.writeLine("\(name):\(line.line): \(skipBad ? "warning" : "error"): \(line.reason)", to: .error)
    }
    let lines = bad.count == 1 ? "1 bad line" : "\(bad.count) bad lines"
    guard bad.isEmpty || skipBad else {
      throw CommandFailure("\(lines) in \(name); nothing was written (give --skip-bad to write the rest)")
    }
    let store = try self.store.location().openShowingMigration()
    defer { try? store.close() }
    let before = try Self.count(in: store)
    let events = try ingest.write(into: store, skipping: Set(bad.map(\.line)))
    let added = try Self.count(in: store) - before
    if json {
      let skipped = bad.map {
        JSONValue.object(["line": .number(Double($0.line)), "reason": .string($0.reason)])
      }
      Console.writeLine(
        JSONWriter.object([
          ("file", .string(name)), ("store", .string(store.location)), ("events", .number(Double(events))),
          ("added", .number(Double(added))), ("alreadyStored", .number(Double(events - added))),
          ("badLines", .array(skipped)),
        ]))
      return
    }
    let stored = events - added
    Console.writeLine(
      "ingested \(events) event\(events == 1 ? "" : "s") from \(name) into \(store.location): \(added) new"
        + (stored > 0 ? ", \(stored) already stored" : "") + (bad.isEmpty ? "" : "; skipped \(lines)"))
  }

  /// The file's bytes (mapped, not copied), or standard input's.
  private func read() throws -> Data {
    if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped)
    } catch {
      throw CommandFailure("cannot read \(file); give ingest a file of event lines, or - for standard input")
    }
  }

  /// The events the store holds.
  private static func count(in store: any EventStore) throws -> Int {
    var count = 0
    try store.query("SELECT COUNT(*) FROM events", []) { count = Int($0[0].integer ?? 0) }
    return count
  }
}
