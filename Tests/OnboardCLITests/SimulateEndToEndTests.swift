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

  /// Without `--persona`, a flow that asks `country` as plain text: every
  /// person completes (the default answer is a country code `User` takes);
  /// with a final rule that refuses some, those end `abandoned` and the
  /// summary counts them.
  @Test func withoutAPersonaEveryoneGetsAnswersTheModelTakes() throws {
    let fields = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"]
    let steps =
      "flow: fitness\nmodel: User\nsteps:\n  - id: you\n    fields:\n"
      + fields.map { "      - key: \($0)\n" }.joined() + "  - id: done\n    final: true\n"
    let path = try RepositoryFiles.temporaryFlow(steps)
    defer { RepositoryFiles.remove(path) }
    let run = try OnboardBinary.run(["simulate", path, "--users", "50", "--seed", "1", "--no-store"])
    #expect(run.status == 0)
    #expect(
      run.stderr.hasPrefix("simulated 50 people: 50 completed, 0 abandoned (0 rejected by the final step), "))
    let strict = try RepositoryFiles.temporaryFlow(
      steps + "    rules:\n      - when: { plan: free }\n        error: No free plans\n")
    defer { RepositoryFiles.remove(strict) }
    let refused = try OnboardBinary.run([
      "simulate", strict, "--users", "50", "--seed", "1", "--no-store", "--events", "-",
    ])
    #expect(refused.status == 0)
    let rejected = refused.stdout.split(separator: "\n").filter {
      $0.contains(#""type":"abandoned","step":"done","detail":"rejected""#)
    }
    let completed = refused.stdout.split(separator: "\n").filter { $0.contains(#""type":"completed""#) }
    #expect(!rejected.isEmpty && completed.count + rejected.count == 50)
    #expect(
      refused.stderr.hasPrefix(
        "simulated 50 people: \(completed.count) completed, \(rejected.count) abandoned "
          + "(\(rejected.count) rejected by the final step), "))
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
