// onboard-store-load: writes synthetic events into a store, for the crash
// and concurrency tests and for the bulk-insert benchmark.
//
//   onboard-store-load DB --sessions N [--steps K] [--prefix P] [--bulk BATCH] [--ack] [--csv FILE]
//
// Without --bulk, each step's two events go through StoreEventSink (one
// commit per step) and, with --ack, `ack SESSION STEP` is printed after each
// commit. With --bulk, rows go through the store's bulk writer. --csv writes
// the same rows as CSV instead, with the row id first (for `sqlite3 .import`). Prints the elapsed
// seconds and rows on stderr at the end.
import Foundation
import OnboardStore

let options = LoadOptions.parse(Array(CommandLine.arguments.dropFirst()))
do {
  let start = Date()
  let rows = try LoadWriter(options: options).run()
  let seconds = Date().timeIntervalSince(start)
  FileHandle.standardError.write(
    Data(
      "\(rows) rows in \(String(format: "%.3f", seconds)) s (\(Int(Double(rows) / seconds)) rows/s)\n".utf8))
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
