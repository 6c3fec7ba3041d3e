import Foundation
import OnboardKit
import OnboardStore
import Testing

/// The two data problems a product manager's trial found, end to end: people
/// exposed to both arms, and an arm the flow file no longer names. Both
/// passed silently before (SRM p = 1.0 "ok"; SRM p = 4e-73 "MISMATCH" on a
/// balanced test and a doubled Holm p-value).
@Suite struct ReportDataQualityTests {
  /// Flow `demo`, experiment `speed`: control and fast, equal weights.
  static let flow = ReportCommandTests.demoFlow.replacingOccurrences(of: "weight: 0.25", with: "weight: 0.5")
    .replacingOccurrences(of: "weight: 0.75", with: "weight: 0.5")

  /// 1,000 people, 500 a side; 300 of them (150 a side) also exposed to the other arm.
  static func doubleExposed() -> [(user: String, variant: String, completes: Bool)] {
    var people: [(user: String, variant: String, completes: Bool)] = []
    for index in 0..<1000 {
      let variant = index % 2 == 0 ? "control" : "fast"
      people.append(("u-\(index)", variant, index % 3 == 0))
      if index < 300 { people.append(("u-\(index)", variant == "control" ? "fast" : "control", false)) }
    }
    return people
  }

  /// A store of `people`: each (user, variant, completes) one session with
  /// an exposure, and a completion when it completes.
  static func store(_ people: [(user: String, variant: String, completes: Bool)]) throws -> (
    URL, String, String
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-quality-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    let file = folder.appendingPathComponent("demo.yaml").path
    try Data(flow.utf8).write(to: URL(fileURLWithPath: file))
    let store = try SQLiteStore(path: db)
    var rows: [StoredEvent] = []
    for (index, person) in people.enumerated() {
      let time = Int64(1_700_000_000_000 + index * 1000)
      func event(_ kind: FlowEvent.Kind, _ sequence: Int) -> StoredEvent {
        StoredEvent(
          timeMilliseconds: time + Int64(sequence) * 10, session: "s-\(index)", sequence: sequence,
          user: person.user, flow: "demo", flowVersion: 1, kind: kind,
          experiment: kind == .exposure ? "speed" : nil, variant: kind == .exposure ? person.variant : nil,
          step: "name")
      }
      rows.append(event(.exposure, 0))
      if person.completes { rows.append(event(.completed, 1)) }
    }
    try store.append(rows)
    try store.close()
    return (folder, db, file)
  }

  static func json(_ run: OnboardBinary.Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let experiments = try #require(object?["experiments"] as? [[String: Any]])
    return try #require(experiments.first)
  }

  /// 1,000 people, 500 a side; 300 of them (150 a side) were also exposed to the other arm.
  @Test func peopleExposedToBothArmsAreLeftOutAndMakeItUnhealthy() throws {
    let people = Self.doubleExposed()
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", file, "--db", db, "--format", "json"])
    #expect(run.status == 0, "\(run)")
    let experiment = try Self.json(run)
    let health = try #require(experiment["health"] as? [String: Any])
    #expect(health["status"] as? String == "unhealthy")
    #expect(health["multipleExposures"] as? Int == 300)
    #expect(health["exposedPeople"] as? Int == 1000)
    let variants = try #require(experiment["variants"] as? [[String: Any]])
    #expect(variants.map { $0["users"] as? Int } == [350, 350])
    // Of the 700 people left, those with index % 3 == 0 completed: counted in SQL here independently.
    let kept = (300..<1000).filter { $0 % 2 == 0 }
    #expect(variants[0]["conversions"] as? Int == kept.filter { $0 % 3 == 0 }.count)
    let table = try OnboardBinary.run(["report", file, "--db", db])
    #expect(table.stdout.contains("Experiment speed · SRM p 1.0000 ok · UNHEALTHY"))
    #expect(
      table.stdout.contains(
        "warning: experiment 'speed': unhealthy: 300 of 1,000 people (30.0%) were exposed to more than one variant "
          + "and are left out of every number; more than 1% means the assignment or the exposure logging is broken"
      ))
  }

  /// `--check` gates a pipeline: exit 1 with the reasons when an experiment is unhealthy, 0 otherwise.
  @Test func checkFailsOnAnUnhealthyExperiment() throws {
    let people = Self.doubleExposed()
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", file, "--db", db, "--check", "--format", "json"])
    #expect(run.status == 1)
    #expect(run.stdout.contains(#""status": "unhealthy""#) || run.stdout.contains(#""status":"unhealthy""#))
    #expect(
      run.stderr.hasPrefix(
        "check: experiment 'speed': unhealthy: 300 of 1,000 people (30.0%) were exposed to more than one variant"
      ))
    #expect(run.stderr.hasSuffix("error: --check: 1 of 1 experiments fail: 'speed'\n"))
    let healthy = try Self.store((0..<400).map { ("u-\($0)", $0 % 2 == 0 ? "control" : "fast", $0 % 3 == 0) })
    defer { try? FileManager.default.removeItem(at: healthy.0) }
    let passing = try OnboardBinary.run(["report", healthy.2, "--db", healthy.1, "--check"])
    #expect(passing.status == 0, "\(passing)")
    #expect(passing.stderr.isEmpty)
  }

  /// A guardrail significantly worse in a variant fails the gate: with the flow's
  /// `completed` a guardrail (a goal metric exists), 'fast' completes far less often:
  /// control 500 of 1,000 (the even ids not divisible by 4), fast 200 of 1,000 (odd
  /// multiples of 5): 20% / 50% − 1 = −60%.
  @Test func checkFailsOnAHarmedGuardrail() throws {
    let people = (0..<2000).map {
      ("u-\($0)", $0 % 2 == 0 ? "control" : "fast", $0 % 2 == 0 ? $0 % 4 != 0 : $0 % 5 == 0)
    }
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let withGoal = Self.flow.replacingOccurrences(
      of: "experiments:",
      with: "metrics:\n  - { id: chose-pro, role: goal, type: proportion, when: { plan: pro } }\nexperiments:"
    )
    try Data(withGoal.utf8).write(to: URL(fileURLWithPath: file))
    let run = try OnboardBinary.run(["report", file, "--db", db, "--check"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.contains(
        "check: experiment 'speed': guardrail 'completed' is significantly worse in 'fast': -60.0% ["),
      "\(run.stderr)")
    #expect(run.stderr.hasSuffix("error: --check: 1 of 1 experiments fail: 'speed'\n"))
  }

  /// A few people exposed to both arms (under 1%) are left out and said, but the experiment stays healthy.
  @Test func aFewDoubleExposuresAreNotedOnly() throws {
    var people: [(user: String, variant: String, completes: Bool)] = []
    for index in 0..<2000 {
      people.append(("u-\(index)", index % 2 == 0 ? "control" : "fast", index % 4 == 0))
    }
    for index in 0..<12 { people.append(("u-\(index)", index % 2 == 0 ? "fast" : "control", false)) }
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let experiment = try Self.json(try OnboardBinary.run(["report", file, "--db", db, "--format", "json"]))
    let health = try #require(experiment["health"] as? [String: Any])
    #expect(health["status"] as? String == "healthy")
    #expect(health["multipleExposures"] as? Int == 12)
  }

  /// 500 and 500 in the flow's arms, 1,000 in an arm the flow file no longer names.
  @Test func anArmTheFlowFileDoesNotNameIsLeftOutOfSRMAndHolm() throws {
    var people: [(user: String, variant: String, completes: Bool)] = []
    for index in 0..<1000 {
      people.append(("u-\(index)", index % 2 == 0 ? "control" : "fast", index % 5 < 2 + index % 2))
    }
    for index in 0..<1000 { people.append(("old-\(index)", "legacy", index % 2 == 0)) }
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let experiment = try Self.json(try OnboardBinary.run(["report", file, "--db", db, "--format", "json"]))
    let srm = try #require(experiment["srm"] as? [String: Any])
    #expect(srm["flagged"] as? Bool == false)
    #expect(srm["pValue"] as? Double == 1)
    let variants = try #require(experiment["variants"] as? [[String: Any]])
    #expect(variants.map { $0["id"] as? String } == ["control", "fast"])
    let lift = try #require(variants[1]["lift"] as? [String: Any])
    #expect(
      lift["pValueAdjusted"] as? Double == lift["pValue"] as? Double, "one treatment: Holm changes nothing")
    let health = try #require(experiment["health"] as? [String: Any])
    let unknown = try #require(health["unknownVariants"] as? [[String: Any]])
    #expect(unknown.count == 1)
    #expect(unknown.first?["id"] as? String == "legacy")
    #expect(unknown.first?["users"] as? Int == 1000)
    #expect(health["status"] as? String == "healthy")
  }

  /// Under 8 people in a variant, a lopsided split is not called a mismatch.
  @Test func theSplitIsNotJudgedUnderEightPeopleAVariant() throws {
    let people = (0..<9).map { ("u-\($0)", $0 < 7 ? "control" : "fast", false) }
    let (folder, db, file) = try Self.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", file, "--db", db])
    #expect(
      run.stdout.contains("Experiment speed · SRM p 0.0956 not judged (under 8 people in a variant)"),
      "\(run.stdout)")
  }
}
