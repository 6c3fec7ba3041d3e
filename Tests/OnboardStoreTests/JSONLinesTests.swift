import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The JSON-lines format of `--events` and of the spool.
@Suite struct JSONLinesTests {
  @Test func aLineHasItsKeysInOrderAndReadsBack() throws {
    let event = StoredEvent(
      StoreFixtures.secondBatch[0], of: StoreFixtures.run, sequence: 4)
    let line = EventJSONLine.encode(event)
    #expect(
      line
        == #"{"time":"2025-03-01T12:00:00.002Z","time_ms":1740830400002,"session":"s-1","seq":4,"user":"u-1","flow":"signup","flow_version":3,"type":"validation_failed","step":"contact/email","field":"email","detail":"not \"valid\"\n: ü ✓"}"#
    )
    #expect(try EventJSONLine.decode(line) == event)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect(object?["detail"] as? String == "not \"valid\"\n: ü ✓")
  }

  @Test(arguments: [0, 1, -1, 951_782_400_000, 4_102_444_799_999, 1_740_830_400_250])
  func timesAreISO8601InUTC(_ milliseconds: Int64) {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    #expect(EventTime.iso8601(milliseconds) == formatter.string(from: EventTime.date(milliseconds)))
  }

  @Test func theSinkAppendsOneLinePerEvent() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.jsonl")
    for _ in 0..<2 {
      let sink = try JSONLinesEventSink(path: path)
      try sink.write(StoreFixtures.firstBatch, of: StoreFixtures.run)
      try sink.close()
    }
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      try lines.map { try EventJSONLine.decode(String($0)).kind } == [
        .exposure, .stepViewed, .exposure, .stepViewed,
      ])
  }

  @Test func notALineIsAStoreError() {
    #expect(throws: StoreError.self) { try EventJSONLine.decode("{\"type\":\"exposure\"}") }
    #expect(throws: StoreError.self) { try EventJSONLine.decode("nonsense") }
  }

  @Test func locationsComeFromTheOptionThenTheEnvironment() throws {
    let env = [StoreLocation.environmentVariable: "postgres://ada:pw@db/onboard"]
    #expect(
      try StoreLocation.resolve(db: "x.sqlite", environment: env, workingDirectory: "/w")
        == .sqlite(path: "/w/x.sqlite"))
    #expect(
      try StoreLocation.resolve(db: nil, environment: env, workingDirectory: "/w")
        == .postgres(url: "postgres://ada:pw@db/onboard", spoolFolder: "/w/.onboard/spool"))
    #expect(
      try StoreLocation.resolve(db: nil, environment: env, workingDirectory: "/w").description
        == "postgres://ada:***@db/onboard")
    #expect(
      StoreLocation.redacted("postgres://ada@db/onboard?sslmode=require&password=pw&connect_timeout=5")
        == "postgres://ada@db/onboard?sslmode=require&password=***&connect_timeout=5")
    #expect(
      StoreLocation.redacted("postgres://db/onboard?password=pw") == "postgres://db/onboard?password=***")
    #expect(
      try StoreLocation.resolve(db: nil, environment: [:], workingDirectory: "/w")
        == .sqlite(path: "/w/.onboard/onboard.sqlite"))
    #expect(throws: StoreError.self) {
      try StoreLocation.resolve(db: "mysql://x", environment: [:], workingDirectory: "/w")
    }
  }
}
