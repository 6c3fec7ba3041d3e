import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The per-person rollups a writer keeps: equal to a recount from the
/// events, whatever order the events of a session arrive in, and unchanged
/// when the same events are written again (a replayed spool, an ingest run twice).
@Suite struct RollupReplayTests {
  /// Two people's sessions: an exposure after the first step (as `exposure:`
  /// at a later step writes it), a failed and a passed submission, a
  /// completion; the second person exposed to both variants.
  static let events: [StoredEvent] = {
    func event(
      _ session: String, _ user: String, _ seq: Int, _ kind: FlowEvent.Kind, step: String? = nil,
      variant: String? = nil, field: String? = nil, data: String? = nil
    ) -> StoredEvent {
      StoredEvent(
        timeMilliseconds: 1_700_000_000_000 + Int64(seq) * 1000, session: session, sequence: seq, user: user,
        flow: "demo", flowVersion: 1, kind: kind, experiment: variant == nil ? nil : "speed",
        variant: variant,
        step: step, field: field, detail: field == nil ? nil : "required", data: data)
    }
    return [
      event("s1", "u1", 0, .stepViewed, step: "name"),
      event("s1", "u1", 1, .exposure, step: "name", variant: "fast"),
      event("s1", "u1", 2, .validationFailed, step: "name", field: "name.first"),
      event("s1", "u1", 3, .stepCompleted, step: "name"),
      event("s1", "u1", 4, .completed, data: "{\"plan\":\"pro\"}"),
      event("s2", "u2", 0, .exposure, step: "name", variant: "control"),
      event("s2", "u2", 1, .stepViewed, step: "name"),
      event("s3", "u2", 0, .exposure, step: "name", variant: "fast"),
      event("s3", "u2", 1, .completed),
    ]
  }()

  @Test(arguments: Backend.available)
  func eventsInAnyOrderAndWrittenTwiceGiveTheRollupsOfARecount(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    for event in Self.events.reversed() { try store.append([event]) }
    let once = try StoreCheck.rollups(store)
    try store.append(Self.events)
    #expect(try StoreCheck.rollups(store) == once)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(
      once.filter { $0.hasPrefix("units ") } == [
        "units demo|u1|speed|fast|1|1700000001000|1700000001000|1700000001000|1|3000|1|NULL|1700000004000|s1",
        "units demo|u2|speed|control|2|1700000000000|1700000000000|1700000000000|1|1000|1|NULL|1700000001000|s3",
      ])
  }
}
