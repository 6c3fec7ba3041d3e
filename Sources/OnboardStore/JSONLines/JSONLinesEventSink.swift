import Foundation
import OnboardKit

/// Writes each event as one line of JSON (``EventLineEncoder``) to a file or to
/// standard output (`--events FILE|-`), flushed after every batch.
package final class JSONLinesEventSink: EventSink {
  private let handle: FileHandle
  private let name: String
  private let closesHandle: Bool
  private var encoder = EventLineEncoder()

  /// A sink that appends to the file at `path`, creating it; `-` is standard output.
  package init(path: String) throws {
    if path == "-" {
      handle = FileHandle.standardOutput
      name = "standard output"
      closesHandle = false
      return
    }
    name = path
    closesHandle = true
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw StoreError(.failed, "cannot create the events file \(path)")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw StoreError(.failed, "cannot write the events file \(path)")
    }
    handle.seekToEndOfFile()
    self.handle = handle
  }

  /// Writes the batch, one line per event, numbering each session's events from 0.
  package func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    guard !events.isEmpty else { return }
    let text = encoder.lines(events, of: run)
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw StoreError(.failed, "cannot write events to \(name): \(error.localizedDescription)")
    }
  }

  /// Closes the file (standard output stays open).
  package func close() throws {
    if closesHandle { try? handle.close() }
  }
}
