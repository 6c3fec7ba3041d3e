import Foundation
import Testing

/// `onboard plan` run as a user runs it. The people counts are those of
/// Tests/OnboardReportTests/Tools/power_reference.py (scipy), kept as literals.
@Suite struct PlanCommandTests {
  private static let usage =
    "usage: onboard plan [--baseline <rate>] [--mde <change>] [--daily <people>] [--variants <k>] "
    + "[--alpha <a>] [--power <b>] [--sequential] [--flow <name>] [--experiment <key>] [--db <path|url>] "
    + "[--json]\n"

  @Test func helpMatchesTheGoldenFile() throws {
    for arguments in [["plan", "--help"], ["help", "plan"]] {
      let run = try OnboardBinary.run(arguments)
      let expected = try Golden.text("plan-help.txt", updatingWith: run.stdout)
      #expect(run == .init(stdout: expected, stderr: "", status: 0), "\(arguments)")
    }
  }

  @Test func theIssuesExample() throws {
    let run = try OnboardBinary.run([
      "plan", "--baseline", "0.62", "--mde", "0.05", "--daily", "2000", "--variants", "2",
    ])
    #expect(
      run
        == .init(
          stdout: """
            To find a change of +5% from a baseline of 62.0% with 80% power (alpha 0.05, two-sided, fixed horizon, 2 variants):
              people per variant  4,046
              people in total     8,092
              days                5 at 2,000 people a day
            The smallest change a run finds with that power:
               7 days   7,000 per variant  +3.8%
              14 days  14,000 per variant  +2.7%
              28 days  28,000 per variant  +1.9%
              56 days  56,000 per variant  +1.3%

            """, stderr: "", status: 0))
  }

  @Test func sequentialNeedsMorePeopleAndJSONSaysSo() throws {
    let run = try OnboardBinary.run([
      "plan", "--baseline", "0.62", "--mde", "0.05", "--daily", "2000", "--sequential", "--json",
    ])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["peoplePerVariant"] as? Int == 9865)
    #expect(object["people"] as? Int == 19730)
    #expect(object["days"] as? Int == 10)
    #expect(object["sequential"] as? Double == 5000)
    let lengths = try #require(object["runLengths"] as? [[String: Any]])
    #expect(lengths.map { $0["days"] as? Int } == [7, 14, 28, 56])
  }

  /// The fixed-horizon MDEs after 1, 2, 4 and 8 weeks at 2,000 a day (scipy's values).
  @Test func theRunLengthsInJSON() throws {
    let run = try OnboardBinary.run([
      "plan", "--baseline", "0.62", "--mde", "0.05", "--daily", "2000", "--json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let found = try #require(object["runLengths"] as? [[String: Any]]).compactMap { $0["mde"] as? Double }
    let expected = [0.037780509007513, 0.026565545650470587, 0.01871106882349934, 0.01319428300403819]
    #expect(found.count == 4)
    for (value, reference) in zip(found, expected) { #expect(abs(value - reference) < 1e-9) }
  }

  @Test(arguments: [
    (
      ["--baseline", "0", "--mde", "0.05", "--daily", "10"],
      "give --baseline a rate between 0 and 1 (0.62 for 62%), not 0.0"
    ),
    (
      ["--baseline", "1", "--mde", "0.05", "--daily", "10"],
      "give --baseline a rate between 0 and 1 (0.62 for 62%), not 1.0"
    ),
    (
      ["--baseline", "62", "--mde", "0.05", "--daily", "10"],
      "give --baseline a rate between 0 and 1 (0.62 for 62%), not 62.0"
    ),
    (
      ["--baseline", "0.5", "--mde", "0", "--daily", "10"],
      "give --mde a relative change above 0 (0.05 for 5%), not 0.0"
    ),
    (
      ["--baseline", "0.5", "--mde", "-0.1", "--daily", "10"],
      "give --mde a relative change above 0 (0.05 for 5%), not -0.1"
    ),
    (["--baseline", "0.5", "--daily", "10"], "give --mde, the relative change to find (0.05 for 5%)"),
    (
      ["--baseline", "0.5", "--mde", "0.1", "--daily", "0"],
      "give --daily the people a day, a number above 0, not 0.0"
    ),
    (
      ["--baseline", "0.5", "--mde", "0.1", "--daily", "-20"],
      "give --daily the people a day, a number above 0, not -20.0"
    ),
    (
      ["--baseline", "0.5", "--mde", "0.1", "--daily", "9", "--variants", "1"],
      "give --variants a number from 2 to 1000 (the control counts), not 1"
    ),
    (
      ["--baseline", "0.5", "--mde", "0.1", "--daily", "9", "--power", "0.01"],
      "give --power a number above --alpha (0.05) and below 1, such as 0.8"
    ),
    (
      ["--baseline", "0.5", "--mde", "0.1"],
      "give --baseline and --daily, or --flow and --experiment to read them from the store"
    ),
    (
      ["--mde", "0.1", "--experiment", "x"], "--experiment and --db need --flow, the flow whose store to read"
    ),
    (
      ["--mde", "0.1", "--flow", "signup"],
      "give --experiment with --flow: the experiment whose control and traffic to use"
    ),
  ])
  func badNumbersAreUsageErrors(arguments: [String], message: String) throws {
    let run = try OnboardBinary.run(["plan"] + arguments)
    #expect(run == .init(stdout: "", stderr: "error: \(message)\n" + Self.usage, status: 2))
  }

  @Test func aChangeTooSmallToFindFails() throws {
    let run = try OnboardBinary.run(["plan", "--baseline", "0.5", "--mde", "1e-9", "--daily", "30"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("more than 1,000,000,000,000 people per variant"))
    #expect(run.stderr.hasPrefix("error: no number of people up to 1000000000000 per variant"))
  }

  /// The report tests' store: control 22 of 40 complete, 84 people exposed within one day.
  @Test func theStoreGivesTheBaselineAndTraffic() throws {
    let (_, db) = try ReportCommandTests.store()
    let run = try OnboardBinary.run([
      "plan", "--flow", "demo", "--experiment", "speed", "--mde", "0.1", "--db", db,
    ])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.hasPrefix(
        """
        From the store: baseline 55.0% (22 of 40 people in 'control' completed), 84 people a day \
        (84 exposed in less than a day, taken as one).
        To find a change of +10% from a baseline of 55.0% with 80% power (alpha 0.05, two-sided, fixed horizon, 2 variants):
          people per variant  1,420
          people in total     2,840
          days                34 at 84 people a day

        """))
    let given = try OnboardBinary.run([
      "plan", "--flow", "demo", "--experiment", "speed", "--mde", "0.05", "--db", db, "--baseline", "0.62",
      "--daily", "2000", "--json",
    ])
    #expect(given.stdout.contains(#""peoplePerVariant":4046"#))
    #expect(given.stdout.contains(#""controlUsers":40"#))
  }

  @Test func anUnknownExperimentListsTheStoresOnes() throws {
    let (_, db) = try ReportCommandTests.store()
    let run = try OnboardBinary.run([
      "plan", "--flow", "demo", "--experiment", "sped", "--mde", "0.1", "--db", db,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("'speed'"), "\(run.stderr)")
  }
}
