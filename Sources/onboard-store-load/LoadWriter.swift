import Foundation
import OnboardKit
import OnboardStore

/// Writes the synthetic sessions: an exposure, `steps` × (viewed, completed),
/// then `completed` — `2 × steps + 2` rows per session.
struct LoadWriter {
  var options: LoadOptions

  /// The step names, made once.
  private var stepNames: [String] { (0..<options.steps).map { "step-\($0)" } }

  /// Writes every row; returns how many.
  func run() throws -> Int {
    if let csv = options.csv { return try writeCSV(csv) }
    let location = try StoreLocation.resolve(
      db: options.db, environment: [:], workingDirectory: FileManager.default.currentDirectoryPath)
    let store = try location.open()
    defer { try? store.close() }
    if let batch = options.bulk { return try writeBulk(store.bulkWriter(batchSize: batch)) }
    return try writeSteps(StoreEventSink(store: store, closesStore: false))
  }

  private func writeSteps(_ sink: StoreEventSink) throws -> Int {
    var rows = 0
    let steps = stepNames
    for index in 0..<options.sessions {
      let run = RunIdentity(
        session: "\(options.prefix)-\(index)", user: "u-\(index)", flow: "load", flowVersion: 1)
      let time = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
      try sink.write(
        [FlowEvent(.exposure, step: nil, time: time, experiment: "exp", variant: index % 2 == 0 ? "a" : "b")],
        of: run)
      for step in steps {
        try sink.write(
          [
            FlowEvent(.stepViewed, step: step, time: time), FlowEvent(.stepCompleted, step: step, time: time),
          ],
          of: run)
        // NB: unbuffered, so the line is out as soon as the commit is.
        if options.ack { FileHandle.standardOutput.write(Data("ack \(run.session) \(step)\n".utf8)) }
      }
      try sink.write([FlowEvent(.completed, step: nil, time: time)], of: run)
      rows += 2 * steps.count + 2
    }
    return rows
  }

  private func writeBulk(_ writer: any BulkEventWriter) throws -> Int {
    var rows = 0
    try forEachRow { event in
      try writer.append(event)
      rows += 1
    }
    try writer.close()
    return rows
  }

  private func writeCSV(_ path: String) throws -> Int {
    var text = ""
    var rows = 0
    forEachRow { event in
      rows += 1
      let columns: [String] = [
        String(rows), String(event.timeMilliseconds), event.session, String(event.sequence), event.user,
        event.flow,
        event.flowVersion.map { String($0) } ?? "", event.kind.rawValue, event.experiment ?? "",
        event.variant ?? "", event.step ?? "", event.field ?? "", event.detail ?? "",
      ]
      text += columns.joined(separator: ",") + "\n"
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return rows
  }

  /// Every row in order, built from integers and a few shared strings.
  private func forEachRow(_ body: (StoredEvent) throws -> Void) rethrows {
    let steps = stepNames
    for index in 0..<options.sessions {
      let session = "\(options.prefix)-\(index)"
      let user = "u-\(index)"
      let time = Int64(1_700_000_000_000 + index * 1000)
      var event = StoredEvent(
        timeMilliseconds: time, session: session, sequence: 0, user: user, flow: "load", flowVersion: 1,
        kind: .exposure, experiment: "exp", variant: index % 2 == 0 ? "a" : "b")
      try body(event)
      event.experiment = nil
      event.variant = nil
      for (number, step) in steps.enumerated() {
        event.step = step
        event.kind = .stepViewed
        event.sequence = 2 * number + 1
        try body(event)
        event.kind = .stepCompleted
        event.sequence = 2 * number + 2
        try body(event)
      }
      event.step = nil
      event.kind = .completed
      event.sequence = 2 * steps.count + 1
      try body(event)
    }
  }
}
