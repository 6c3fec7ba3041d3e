import Foundation
import OnboardKit
import OnboardReport
import OnboardSimulation
import OnboardStore
import OnboardYAML

/// `report --db FILE --flow FILE [--mode fill|time|sql] …`: the report's
/// aggregation over a large SQLite store (`Benchmarks/report-bench.sh`).
///
/// - `fill --persona FILE --events N --seed S`: simulated people through the
///   real runner into a new store with the bulk writer, until N events.
/// - `time --rounds R`: the SQL aggregation, the statistics and the JSON, in
///   process (the script times the `onboard report` command as well).
/// - `sql`: prints the report's queries as a sqlite3 shell script for the
///   flow's experiments, so the shell runs exactly the same GROUP BY queries.
struct ReportScenario: BenchScenario {
  static let name = "report"
  static let usage =
    "report --db FILE --flow FILE [--mode fill|time|sql] [--persona FILE] [--events N] [--seed S] [--rounds N]"
  static let summary = "fills a store with simulated events, or times the report's SQL aggregation over it"
  static let options: Set<String> = ["db", "flow", "mode", "persona", "events", "seed", "rounds"]

  let db: String
  let flowPath: String
  let mode: String
  let persona: String?
  let events: Int
  let seed: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    db = try options.required("db")
    flowPath = try options.required("flow")
    mode = try options.choice("mode", among: ["fill", "time", "sql"], default: "time")
    persona = mode == "fill" ? try options.required("persona") : nil
    events = try options.integer("events", default: 10_000_000, in: 1...1_000_000_000)
    seed = try options.integer("seed", default: 1, in: 0...Int.max)
    rounds = try options.integer("rounds", default: 3, in: 1...1_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let flow = try CleanFlow.load(flowPath).flow
    do {
      switch mode {
      case "fill": return try fill(flow)
      case "sql": return try sql(flow)
      default: return try time(flow)
      }
    } catch let failure as BenchFailure {
      throw failure
    } catch {
      throw BenchFailure(message: "\(error)")
    }
  }

  /// Simulated people into a new store until `events` events are written.
  private func fill(_ flow: FlowDefinition) throws -> BenchReport {
    let people = try PersonaLoader.persona(path: persona ?? "", flow: flow, schema: User.schema.descriptor)
    let simulator = Simulator<User>(flow: flow, persona: people, seed: UInt64(seed))
    let store = try SQLiteStore(path: db)
    let writer = try store.bulkWriter(batchSize: 100_000)
    var summary = SimulationSummary()
    let start = Date()
    while summary.events < events {
      let next = summary.people
      summary.add(try simulator.run(people: next..<(next + 10_000), into: writer))
    }
    try writer.close()
    try store.close()
    return BenchReport(fields: [
      ("name", .text("report-fill")), ("people", .integer(summary.people)),
      ("events", .integer(summary.events)),
      ("seconds", .decimal(Date().timeIntervalSince(start), digits: 3)),
    ])
  }

  /// The aggregation, analysis and JSON rendering, `rounds` times.
  private func time(_ flow: FlowDefinition) throws -> BenchReport {
    let store = try SQLiteStore(existingAt: db)
    let aggregator = StoreAggregator(store: store)
    let plan = ReportPlan(flow: flow)
    var bytes = 0
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      do {
        let counts = try aggregator.counts(flow: flow.name, experiment: nil, plan: plan)
        bytes = ReportFormat.json.render(try analyze(counts, alpha: 0.05)).utf8.count
      } catch {
        throw BenchFailure(message: "\(error)")
      }
    }
    return BenchReport(fields: [
      ("name", .text(Self.name)), ("seconds", .decimal(timing.median, digits: 6)),
      ("min", .decimal(timing.minimum, digits: 6)), ("jsonBytes", .integer(bytes)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }

  /// The per-experiment queries as one sqlite3 shell script on standard
  /// error (the report line stays JSON), with `.parameter set` for `$1`, `$2`.
  private func sql(_ flow: FlowDefinition) throws -> BenchReport {
    var script = ".parameter init\n"
    for experiment in flow.experiments {
      script += ".parameter set $1 '\(flow.name)'\n.parameter set $2 '\(experiment.key)'\n"
      for query in ReportQueries.perExperiment { script += query.sql + ";\n" }
    }
    FileHandle.standardError.write(Data(script.utf8))
    return BenchReport(fields: [
      ("name", .text("report-sql")), ("experiments", .integer(flow.experiments.count)),
    ])
  }
}
