import Foundation
import OnboardKit
import OnboardStore

extension TrackCommand {
  /// Parses the outcomes (every line of a file before anything is written),
  /// checks the flow, and records them in one transaction.
  ///
  /// - Throws: ``CommandFailure`` (a bad line, an unknown flow, an unreadable
  ///   file), ``StoreError`` (the store cannot be opened or written).
  func perform() throws {
    let outcomes = try parseOutcomes()
    let location = try store.location()
    let store = try location.openShowingMigration()
    defer { try? store.close() }
    try checkFlow(in: store)
    let added = try store.record(outcomes)
    let skipped = outcomes.count - added
    Console.writeLine(
      "recorded \(added) outcome\(added == 1 ? "" : "s") for flow '\(flow)' in \(store.location)"
        + (skipped > 0 ? " (\(skipped) already recorded)" : ""))
  }

  /// The outcomes of `--file`, or the one of `--user`/`--event`.
  private func parseOutcomes() throws -> [Outcome] {
    guard let file else {
      let time = self.time ?? ISO8601DateFormatter().string(from: Date())
      switch OutcomeFile.outcome(flow: flow, user: user ?? "", event: event ?? "", value: value, time: time) {
      case .success(let outcome): return [outcome]
      case .failure(let error): throw CommandFailure(error.message)
      }
    }
    let bytes = try read(file)
    let parsed = OutcomeFile.parse(bytes, flow: flow)
    guard parsed.problems.isEmpty else {
      let name = file == "-" ? "<stdin>" : file
      for problem in parsed.problems {
        Console.writeLine("\(name):\(problem.line): error: \(problem.message)", to: .error)
      }
      let count = parsed.problems.count
      throw CommandFailure("\(count) bad line\(count == 1 ? "" : "s") in \(name); nothing was recorded")
    }
    return parsed.outcomes
  }

  private func read(_ file: String) throws -> [UInt8] {
    if file == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw CommandFailure(
        "cannot read \(file); give --file an outcomes file (CSV or JSON lines), or - for stdin")
    }
    return Array(data)
  }

  /// The flow must have runs in the store or a file `Flows/<flow>.yaml`.
  private func checkFlow(in store: any EventStore) throws {
    var known = false
    try store.query("SELECT 1 FROM events WHERE flow = $1 LIMIT 1", [.text(flow)]) { _ in known = true }
    if known || FileManager.default.fileExists(atPath: "Flows/\(flow).yaml") { return }
    var flows: [String] = []
    try store.query("SELECT DISTINCT flow FROM events ORDER BY flow LIMIT 50", []) {
      flows.append($0[0].text ?? "")
    }
    let hint = EditDistance.suggestion(for: flow, among: flows).map { "; did you mean '\($0)'?" } ?? ":"
    let listed = flows.isEmpty ? "it has no runs yet" : "its flows: \(flows.joined(separator: ", "))"
    throw CommandFailure(
      "unknown flow '\(flow)'\(hint) \(store.location) has no runs of it and there is no Flows/\(flow).yaml "
        + "(\(listed)); nothing was recorded")
  }
}
