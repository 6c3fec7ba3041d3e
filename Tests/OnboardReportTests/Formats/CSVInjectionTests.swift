import OnboardReport
import Testing

/// Text cells a spreadsheet would run as a formula are neutralised with a
/// leading `'`; negative numbers in number columns stay numbers.
@Suite struct CSVInjectionTests {
  static func rows(flow: String, key: String, ids: [String]) throws -> [[Substring]] {
    let counts = FlowCounts(
      flow: flow,
      experiments: [
        ExperimentCounts(
          key: key,
          variants: ids.enumerated().map { index, id in
            SampleCounts.variant(
              id, users: 1_000, conversions: index == 0 ? 300 : 200, times: (200, 20_000, 2.1e6, 90))
          })
      ])
    let csv = ReportFormat.csv.render(try analyze(counts))
    return csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
  }

  @Test func formulaTextCellsGetAQuoteMark() throws {
    let rows = try Self.rows(
      flow: "@flow", key: "=HYPERLINK(\"http://x\")", ids: ["control", "-2+3", "+1", "\tx", "\rx"])
    #expect(rows.count == 5)
    #expect(rows[0][0] == "\"'@flow\"")
    #expect(rows[0][1] == "\"'=HYPERLINK(\"\"http://x\"\")\"")
    #expect(rows[0][2] == "control")
    #expect(rows[1][2] == "\"'-2+3\"")
    #expect(rows[2][2] == "\"'+1\"")
    #expect(rows[3][2] == "\"'\tx\"")
    #expect(rows[4][2] == "\"'\rx\"")
  }

  @Test func negativeNumbersStayNumbers() throws {
    let rows = try Self.rows(flow: "signup", key: "plan", ids: ["control", "b"])
    let lift = rows[1][9]
    #expect(lift.hasPrefix("-"))
    #expect(Double(lift) != nil)
  }
}
