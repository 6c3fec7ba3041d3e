import OnboardReport
import Testing

/// The notes under a variants table say plainly what is wrong with a
/// comparison: which arm is degenerate, too few completions, a suspicious lift.
@Suite struct ReportNotesTests {
  private func table(control: (Int, Int), treatment: (Int, Int)) throws -> String {
    let counts = FlowCounts(
      flow: "f",
      experiments: [
        ExperimentCounts(
          key: "e",
          variants: [
            VariantCounts(id: "control", weight: 1, users: control.0, conversions: control.1),
            VariantCounts(id: "fast", weight: 1, users: treatment.0, conversions: treatment.1),
          ])
      ])
    return ReportFormat.table.render(try analyze(counts))
  }

  @Test func everyoneCompletingIsSaidPlainly() throws {
    let text = try table(control: (400, 200), treatment: (400, 400))
    #expect(
      text.contains(
        "  note: fast: everyone in 'fast' completed (400 of 400), so there is no interval or p-value"))
  }

  @Test func nobodyCompletingInTheTreatmentIsSaidPlainly() throws {
    let text = try table(control: (400, 200), treatment: (400, 0))
    #expect(
      text.contains("  note: fast: nobody in 'fast' completed (0 of 400), so there is no interval or p-value")
    )
  }

  @Test func fewCompletionsShowNoPValueNorChance() throws {
    let text = try table(control: (300, 149), treatment: (300, 180))
    #expect(
      text.contains(
        "note: fast: not enough data: 180 completions, 149 in 'control'; p-values and the chance to win need 150 in each"
      ))
    let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("fast") })
    #expect(row.hasSuffix("–       –    –"), "\(row)")
  }

  @Test func aLiftOverHalfIsSuspicious() throws {
    let text = try table(control: (1000, 200), treatment: (1000, 320))
    #expect(
      text.contains(
        "note: fast: a lift of +60.0% is suspicious; check the assignment and the events before believing it")
    )
    #expect(!(try table(control: (1000, 200), treatment: (1000, 280))).contains("suspicious"))
  }
}
