import Foundation
import OnboardKit
import OnboardStore

extension IngestCommand {
  /// Files below this size are checked whole before the store is opened,
  /// so a bad line leaves no new store behind; larger ones are checked
  /// while they are written (``EventIngest/BadLines/refuse``), and a bad
  /// line leaves the store as it was (a new one empty).
  static let checkFirstBelow = 4 << 20

  /// Writes the events through the store's batch write, the lines checked
  /// first or alongside, and prints the summary.
  ///
  /// - Throws: ``CommandFailure`` (an unreadable file, bad lines without
  ///   `--skip-bad`), ``StoreError`` (the store cannot be opened or written).
  func perform() throws {
    let name = file == "-" ? "<stdin>" : file
    let ingest = EventIngest(try read())
    var policy: EventIngest.BadLines = skipBad ? .skip : .refuse
    if !skipBad, ingest.byteCount < Self.checkFirstBelow {
      try refuse(ingest.badLines(), in: name)
      policy = .checked
    }
    let store = try self.store.location().openShowingMigration()
    defer { try? store.close() }
    let before = try Self.count(in: store)
    let (events, bad): (Int, [EventIngest.BadLine])
    switch try ingest.write(into: store, badLines: policy) {
    case .refused(let lines):
      try refuse(lines, in: name)
      return
    case .written(let written, let skipped):
      (events, bad) = (written, skipped)
    }
    for line in bad {
      Console.writeLine("\(name):\(line.line): warning: \(line.reason)", to: .error)
    }
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
        + (stored > 0 ? ", \(stored) already stored" : "")
        + (bad.isEmpty ? "" : "; skipped \(Self.lines(bad))"))
  }

  /// Lists every bad line on standard error and fails, when there is any.
  /// - Throws: ``CommandFailure`` when `bad` is not empty.
  private func refuse(_ bad: [EventIngest.BadLine], in name: String) throws {
    guard !bad.isEmpty else { return }
    for line in bad {
      Console.writeLine("\(name):\(line.line): error: \(line.reason)", to: .error)
    }
    throw CommandFailure(
      "\(Self.lines(bad)) in \(name); nothing was written (give --skip-bad to write the rest)")
  }

  /// "1 bad line", "4 bad lines".
  private static func lines(_ bad: [EventIngest.BadLine]) -> String {
    bad.count == 1 ? "1 bad line" : "\(bad.count) bad lines"
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
