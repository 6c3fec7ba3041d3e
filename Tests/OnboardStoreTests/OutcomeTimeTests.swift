import Testing

@testable import OnboardStore

/// The times `onboard track` reads, against Python's `datetime.fromisoformat`
/// (the expected milliseconds are its, kept as literals).
@Suite struct OutcomeTimeTests {
  @Test(arguments: [
    ("2025-03-01T12:00:00Z", Int64(1_740_830_400_000)),
    ("2024-02-29T23:59:59.999Z", 1_709_251_199_999),
    ("1969-12-31T23:00:00-01:00", 0),
    ("2000-01-01T00:00:00+0530", 946_665_000_000),
    ("2000-01-01 00:00:00+05:30", 946_665_000_000),
    ("2025-03-01", 1_740_787_200_000),
    ("2025-03-01T00:00", 1_740_787_200_000),
    ("1900-03-01", -2_203_891_200_000),
  ])
  func readsISO8601(text: String, milliseconds: Int64) {
    #expect(OutcomeTime.milliseconds(text) == milliseconds)
  }

  @Test(arguments: [
    "", "tomorrow", "2025-02-29", "2025-13-01", "2025-03-01T24:00:00Z", "2025-03-01T12:00:00.Z",
    "2025-03-01T12:00:00Zjunk", "25-03-01", "2025-3-1", "1740830400",
  ])
  func refusesWhatIsNotOne(text: String) {
    #expect(OutcomeTime.milliseconds(text) == nil)
  }
}
