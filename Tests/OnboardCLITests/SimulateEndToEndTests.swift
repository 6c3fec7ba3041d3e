import Foundation
import Testing

/// `onboard simulate` run as a user runs it: JSON lines on standard output,
/// the same for the same seed, persona problems positioned, usage errors exit 2.
@Suite struct SimulateEndToEndTests {
  static var persona: String {
    RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path
  }

  func simulate(seed: String) throws -> OnboardBinary.Run {
    try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "40", "--seed", seed, "--persona", Self.persona,
      "--events", "-", "--no-store",
    ])
  }

  @Test func theSameSeedPrintsTheSameEvents() throws {
    let first = try simulate(seed: "5")
    let second = try simulate(seed: "5")
    let other = try simulate(seed: "6")
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout != other.stdout)
    let lines = first.stdout.split(separator: "\n")
    #expect(first.stderr.hasPrefix("simulated 40 people: "))
    #expect(first.stderr.contains(" \(lines.count) events in "))
    #expect(
      lines.first?.hasPrefix(
        #"{"time":"2026-05-01T09:00:00.000Z","time_ms":1777626000000,"session":"sim-5-0""#)
        == true)
  }

  @Test func aBadPersonaIsReportedWithItsPosition() throws {
    let path = try RepositoryFiles.temporaryFlow(
      "persona: p\nsteps:\n  nmae: { abandon: 0.1 }\n", name: "p.yaml")
    defer { RepositoryFiles.remove(path) }
    let run = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "1", "--seed", "1", "--persona", path,
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        \(path):3:3: error: unknown step 'nmae' in flow 'signup'; did you mean 'name'?
          nmae: { abandon: 0.1 }
          ^

        """)
  }

  @Test func aMissingSeedIsAUsageError() throws {
    let run = try OnboardBinary.run(["simulate", RepositoryFiles.signupFlow, "--users", "1"])
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        error: missing expected argument '--seed <s>'
        usage: onboard simulate <flow> --users <n> --seed <s> [--persona <file>] [--db <path|url>] [--events <file|->] [--no-store] [--threads <n>]

        """)
  }

  @Test(arguments: [
    (["--users", "-5", "--seed", "1"], "error: '--users' must be 0 or more, not -5"),
    (
      ["--users", "1", "--seed", "-1"],
      "error: invalid value '-1' for '--seed <s>'; expected a whole number from 0 to 18446744073709551615"
    ),
    (
      ["--users", "1", "--seed", "18446744073709551616"],
      "error: invalid value '18446744073709551616' for '--seed <s>'; expected a whole number from 0 to 18446744073709551615"
    ),
  ])
  func aNumberOutOfRangeSaysTheRange(arguments: [String], message: String) throws {
    let run = try OnboardBinary.run(["simulate", RepositoryFiles.signupFlow, "--no-store"] + arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix(message + "\nusage: onboard simulate <flow> "), "\(run)")
  }

  @Test func theLargestSeedRuns() throws {
    let run = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--no-store", "--users", "2", "--seed", "18446744073709551615",
      "--events", "-",
    ])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("sim-18446744073709551615-0"))
  }
}
