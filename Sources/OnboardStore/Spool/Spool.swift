import Foundation
import OnboardKit

/// Where events wait when their database cannot be reached: JSON-lines files
/// (``EventJSONLine``) under `.onboard/spool/`, one per failed batch, named
/// for the database they belong to. The next run that reaches that database
/// writes them (skipping rows already stored, so nothing is doubled) and
/// deletes the files.
public struct Spool: Sendable {
  /// The folder of spool files.
  package var folder: URL
  /// The database the events belong to (its URL without a password).
  package var target: String

  /// A spool in `folder` for the database `target`.
  package init(folder: URL, target: String) {
    self.folder = folder
    self.target = target
  }

  /// The start of every spool file name of this target: its FNV-1a hash.
  var prefix: String {
    let hex = String(FNV1a.hash(target), radix: 16)
    return "events-" + String(repeating: "0", count: 8 - hex.count) + hex + "-"
  }

  /// Keeps `events` in a new spool file and returns it.
  @discardableResult
  package func keep(_ events: [StoredEvent]) throws -> URL {
    let name =
      prefix
      + "\(Int(Date().timeIntervalSince1970 * 1000))-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).jsonl"
    let url = folder.appendingPathComponent(name)
    let text = events.map { EventJSONLine.encode($0) + "\n" }.joined()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw StoreError(
        .failed, "cannot keep \(events.count) unwritten events in \(url.path): \(error.localizedDescription)")
    }
    return url
  }

  /// The spool files of this target, oldest first.
  package func files() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".jsonl") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// The events of one spool file.
  package func events(in file: URL) throws -> [StoredEvent] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw StoreError(.failed, "cannot read the spool file \(file.path)")
    }
    do {
      return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        try EventJSONLine.decode(String($0))
      }
    } catch let error as StoreError {
      throw StoreError(.failed, "the spool file \(file.path): \(error.message)")
    }
  }

  /// Writes every spool file of this target with `append` and deletes it
  /// once written; returns how many events were replayed.
  package func replay(into append: ([StoredEvent]) throws -> Void) throws -> Int {
    var count = 0
    for file in files() {
      let events = try events(in: file)
      try append(events)
      try? FileManager.default.removeItem(at: file)
      count += events.count
    }
    return count
  }
}
