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

  /// An app writes with OnboardKit's encoder exactly what `--events` writes,
  /// numbering each session from 0 (or on from a resumed session's next number).
  @Test func anAppsEncoderWritesTheLinesOfTheSink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.jsonl")
    let sink = try JSONLinesEventSink(path: path)
    try sink.write(StoreFixtures.firstBatch, of: StoreFixtures.run)
    try sink.write(StoreFixtures.secondBatch, of: StoreFixtures.run)
    try sink.close()
    var encoder = EventLineEncoder()
    let text =
      encoder.lines(StoreFixtures.firstBatch, of: StoreFixtures.run)
      + encoder.lines(StoreFixtures.secondBatch, of: StoreFixtures.run)
    #expect(text == (try String(contentsOfFile: path, encoding: .utf8)))
    #expect(
      try text.split(separator: "\n").map { try EventJSONLine.decode(String($0)).sequence }
        == Array(0..<(StoreFixtures.firstBatch.count + StoreFixtures.secondBatch.count)))
    var resumed = EventLineEncoder()
    resumed.resume(StoreFixtures.run.session, at: 7)
    let line = resumed.lines([StoreFixtures.firstBatch[0]], of: StoreFixtures.run)
    #expect(try EventJSONLine.decode(String(line.dropLast())).sequence == 7)
  }

  @Test func aBadLineSaysWhatIsWrong() {
    let reasons = [
      #"{"time_ms":1,"session":"s","seq":0,"user":"u","flow":"f","type":"exposur"}"#:
        "unknown type 'exposur'; did you mean 'exposure'?",
      #"{"time_ms":1,"session":"","seq":0,"user":"u","flow":"f","type":"exposure"}"#: "'session' is empty",
      #"{"time_ms":1,"session":"s","seq":-1,"user":"u","flow":"f","type":"exposure"}"#:
        "'seq' is -1, below 0",
      #"{"time_ms":1,"seq":0,"user":"u","flow":"f","type":"exposure"}"#: "no 'session'",
      #"[1]"#: "not a JSON object",
      #"{"time_ms":1,"session":"s","seq":0.5,"user":"u","flow":"f","type":"exposure"}"#:
        "'seq' is not a whole number",
    ]
    for (line, reason) in reasons {
      #expect(throws: StoreError(.failed, "not an event line: " + reason), "\(line)") {
        try EventJSONLine.decode(line)
      }
    }
  }

  /// Lines in the encoder's plain form are read straight from their bytes,
  /// to the same events `JSONDecoder` gives; others take `JSONDecoder`.
  @Test func plainLinesAreReadStraightFromTheirBytesAlike() throws {
    var events = (StoreFixtures.firstBatch + StoreFixtures.secondBatch).enumerated().map {
      StoredEvent($0.element, of: StoreFixtures.run, sequence: $0.offset)
    }
    events.append(
      StoredEvent(
        timeMilliseconds: -5, session: "s-2", sequence: 12, user: "u-2", flow: "f", flowVersion: nil,
        kind: .completed, step: "done", data: #"{"b":[1,2.5,"x"],"a":{"c":null}}"#))
    events.append(
      StoredEvent(
        timeMilliseconds: 0, session: "s-3", sequence: 0, user: "u", flow: "f", flowVersion: 0,
        kind: .abandoned))
    for event in events {
      let line = EventJSONLine.encode(event)
      let plain = line.utf8.allSatisfy { $0 < 0x80 } && !line.contains("\\")
      #expect((Array(line.utf8).withUnsafeBytes { EventLineScanner.event($0) } != nil) == plain, "\(line)")
      var expected = event
      expected.data = try event.data.map {
        JSONWriter.value(try JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)))
      }
      #expect(try EventJSONLine.decode(line) == expected, "\(line)")
    }
    // Not the plain form, and still events: keys in another order, spaces.
    let other = #"{ "seq": 2, "time_ms": 7, "session": "s", "user": "u", "flow": "f", "type": "completed" }"#
    #expect(Array(other.utf8).withUnsafeBytes { EventLineScanner.event($0) } == nil)
    #expect(try EventJSONLine.decode(other).sequence == 2)
    for near in [
      #"{"time":"x","time_ms":1,"session":"s","seq":01,"user":"u","flow":"f","type":"completed"}"#,
      #"{"time":"x","time_ms":1,"session":"s","seq":1,"user":"u","flow":"f","type":"completed","data":null}"#,
      #"{"time":"x","time_ms":1,"session":"s","seq":1,"user":"u","flow":"f","type":"completed"} "#,
    ] {
      #expect(Array(near.utf8).withUnsafeBytes { EventLineScanner.event($0) } == nil, "\(near)")
    }
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
