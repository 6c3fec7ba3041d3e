import Foundation
import OnboardKit
import OnboardStore
import Testing

/// `onboard report` run as a user runs it, on a small store written event by
/// event: golden table and Markdown, exit codes, and bad input (an unknown
/// flow or experiment lists what exists; a missing or foreign file is left as it was).
@Suite struct ReportCommandTests {
  /// A folder with `events.sqlite`: flow `demo`, experiment `speed` (control:
  /// 40 people, 22 complete; fast: 44 people, 31 complete) and events of flow `other`.
  static func store() throws -> (folder: URL, db: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-report-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    let store = try SQLiteStore(path: db)
    var rows: [StoredEvent] = []
    for person in 0..<84 {
      let variant = person < 40 ? "control" : "fast"
      let completes = person < 40 ? person % 20 < 11 : person % 44 < 31
      let session = "s-\(person)"
      let base = Int64(1_700_000_000_000 + person * 1_000_000)
      var seq = 0
      func add(_ kind: FlowEvent.Kind, _ step: String?, at seconds: Int64, field: String? = nil) {
        rows.append(
          StoredEvent(
            timeMilliseconds: base + seconds * 1000 + Int64(person % 7) * 130, session: session,
            sequence: seq,
            user: "u-\(person)", flow: "demo", flowVersion: 1, kind: kind,
            experiment: kind == .exposure ? "speed" : nil, variant: kind == .exposure ? variant : nil,
            step: step, field: field))
        seq += 1
      }
      add(.exposure, "name", at: 0)
      add(.stepViewed, "name", at: 0)
      if person % 5 == 0 { add(.validationFailed, "name", at: 3, field: "firstName") }
      add(.stepCompleted, "name", at: 6)
      add(.stepViewed, "plan", at: 6)
      guard completes else {
        add(.abandoned, "plan", at: 9)
        continue
      }
      add(.stepCompleted, "plan", at: variant == "fast" ? 20 : 30 + Int64(person % 4))
      add(.completed, "plan", at: variant == "fast" ? 20 : 30 + Int64(person % 4))
    }
    rows.append(
      StoredEvent(
        timeMilliseconds: 0, session: "o-1", sequence: 0, user: "u-1", flow: "other", flowVersion: nil,
        kind: .stepViewed, step: "a"))
    try store.append(rows)
    try store.close()
    return (folder, db)
  }

  func report(_ arguments: [String], db: String) throws -> OnboardBinary.Run {
    try OnboardBinary.run(["report"] + arguments + ["--db", db])
  }

  @Test(arguments: [("table", "report-demo.txt"), ("md", "report-demo.md")])
  func theReportMatchesItsGoldenFile(format: String, golden: String) throws {
    let (folder, db) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try report(["--flow", "demo", "--format", format], db: db)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == (try Golden.text(golden, updatingWith: run.stdout)))
    #expect(run.stderr.hasPrefix("note: no flow file for 'demo' (give --flow-file)"))
  }

  /// Flow `demo` as a file, with experiment `speed` weighted 1:3.
  static let demoFlow = """
    flow: demo
    model: User
    steps:
      - id: name
        fields: [firstName, lastName]
      - id: plan
        final: true
        fields: [email, age, country, plan, marketingOptIn]
    experiments:
      - key: speed
        variants:
          - { id: control, weight: 0.25 }
          - { id: fast, weight: 0.75 }

    """

  @Test func theFlowCanBeGivenByItsFile() throws {
    let (folder, db) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("demo.yaml").path
    try Data(Self.demoFlow.utf8).write(to: URL(fileURLWithPath: file))
    let named = try report(["--flow", "demo", "--flow-file", file, "--format", "json"], db: db)
    #expect(named.status == 0, "\(named)")
    #expect(named.stderr == "")
    for arguments in [[file], ["--flow", file]] {
      let run = try report(arguments + ["--format", "json"], db: db)
      #expect(run == named, "\(arguments)")
    }
  }

  @Test func jsonGoesToTheOutFile() throws {
    let (folder, db) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("r.json").path
    let run = try report(
      ["--flow", "demo", "--experiment", "speed", "--format", "json", "--out", out], db: db)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.isEmpty)
    let json = try String(contentsOfFile: out, encoding: .utf8)
    #expect(json.contains(#""users" : 44"#) || json.contains(#""users": 44"#))
    #expect(json.contains(#""conversions": 31"#) || json.contains(#""conversions" : 31"#))
  }

  @Test func anUnknownFlowListsTheFlowsOfTheStore() throws {
    let (folder, db) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try report(["--flow", "dmeo"], db: db)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "error: no events of flow 'dmeo' in the store; the store has 'demo', 'other'\n")
  }

  @Test func anUnknownExperimentListsTheExperimentsOfTheFlow() throws {
    let (folder, db) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try report(["--flow", "demo", "--experiment", "sped"], db: db)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: flow 'demo' has no exposure of experiment 'sped'; its experiments with exposures: 'speed'\n"
    )
  }

  @Test func aMissingStoreIsNotCreated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-report-\(UUID())")
    let db = folder.appendingPathComponent("nothing.sqlite").path
    let run = try report(["--flow", "demo"], db: db)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: there is no store at \(db); nothing was created."))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test(.enabled(if: TestPostgresSchema.server != nil))
  func anEmptyPostgresDatabaseIsNotMadeAStore() throws {
    let url = try TestPostgresSchema.freshURL()
    let run = try report(["--flow", "demo"], db: url)
    #expect(run.status == 1)
    #expect(run.stderr.contains("holds no onboard store of schema version"), "\(run)")
    #expect(run.stderr.contains("nothing was written"))
    let psql = Process()
    let output = Pipe()
    psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    psql.arguments = [
      "psql", url, "-tA", "-c",
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
    ]
    psql.standardOutput = output
    try psql.run()
    psql.waitUntilExit()
    let tables = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(psql.terminationStatus == 0)
    #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
  }

  @Test(arguments: [Data("hello, not a database\n".utf8), Data()])
  func aFileThatIsNotAStoreIsLeftAsItWas(contents: Data) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-report-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("notes.sqlite").path
    try contents.write(to: URL(fileURLWithPath: db))
    let run = try report(["--flow", "demo"], db: db)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: \(db) is not an onboard store"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.sqlite"])
  }

  @Test func aBadAlphaOrFormatIsAUsageError() throws {
    let alpha = try OnboardBinary.run(["report", "--flow", "demo", "--alpha", "1.5"])
    #expect(alpha.status == 2)
    let format = try OnboardBinary.run(["report", "--flow", "demo", "--format", "jsn"])
    #expect(format.status == 2)
    #expect(format.stderr.contains("did you mean 'json'?"))
  }
}
