import Foundation
import OnboardKit
import OnboardYAML

/// `run --flow FILE [--sessions N] [--rounds N]`: headless sessions through
/// the real runner with fixed answers, no I/O — an adult and a minor in turn,
/// so both branches run. A transition is one move from a step to the next
/// (every `step_viewed` after the first, plus the completion).
struct RunScenario: BenchScenario {
  static let name = "run"
  static let usage = "run --flow FILE [--sessions N] [--rounds N]"
  static let summary = "N headless sessions (default 100000) through FlowRunner, transitions per second"
  static let options: Set<String> = ["flow", "sessions", "rounds"]

  let path: String
  let sessions: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("flow")
    sessions = try options.integer("sessions", default: 100_000, in: 1...100_000_000)
    rounds = try options.integer("rounds", default: 5, in: 1...1_000)
  }

  /// The runner's clock: 2026-06-01T00:00:00Z.
  static let today = Date(timeIntervalSince1970: 1_780_272_000)

  /// The actions of one session: each step's answers, then submit.
  static func script(_ runner: FlowRunner<User>, _ answers: [String: JSONValue]) throws(BenchFailure)
    -> [FlowAction]
  {
    var state = FlowState<User>(userID: "bench", variants: CleanFlow.control(runner.flow))
    var actions: [FlowAction] = [.start]
    do {
      _ = try runner.reduce(&state, .start)
      while state.status == .inProgress, let step = runner.currentStep(state) {
        var stepActions: [FlowAction] = []
        for field in step.fields where field.compute == nil {
          if let value = answers[field.key] { stepActions.append(.answer(field: field.key, value: value)) }
        }
        stepActions.append(.submit)
        for action in stepActions { _ = try runner.reduce(&state, action) }
        actions += stepActions
        if state.fieldErrors.isEmpty == false {
          throw BenchFailure(message: "answers rejected: \(state.fieldErrors)")
        }
      }
    } catch let error as BenchFailure {
      throw error
    } catch {
      throw BenchFailure(message: "\(error)")
    }
    guard case .completed = state.status else {
      throw BenchFailure(message: "a session did not complete: \(state.status)")
    }
    return actions
  }

  func run() throws(BenchFailure) -> BenchReport {
    let flow = try CleanFlow.load(path).flow
    // A fixed day, so the computed ages (`yearsSince(birthDate)`) are 36 and 15 in every run.
    let runner = FlowRunner<User>(flow: flow, clock: { Self.today })
    // "age" is answered only where a step asks it (the example flow works it
    // out from the birth date; the flow of run 4, `bda89de`, asks it).
    let adult: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB", "age": 36,
      "birthDate": "1989-12-10", "plan": "pro", "interests": .array(["design"]), "marketingOptIn": true,
      "howLikely": 9, "acceptedTerms": true,
    ]
    var minor = adult
    minor["age"] = 15
    minor["birthDate"] = "2011-03-01"
    minor["guardianEmail"] = "parent@example.com"
    let scripts = [try Self.script(runner, adult), try Self.script(runner, minor)]
    let control = CleanFlow.control(flow)
    var transitions = 0
    let actions = (0..<sessions).reduce(0) { $0 + scripts[$1 & 1].count }
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      var moves = 0
      for session in 0..<sessions {
        var state = FlowState<User>(userID: "u-\(session)", variants: control)
        for action in scripts[session & 1] {
          guard let events = try? runner.reduce(&state, action) else {
            throw BenchFailure(message: "reduce failed")
          }
          for event in events where event.kind == .stepViewed || event.kind == .completed { moves += 1 }
        }
        moves -= 1  // the first step_viewed is the start, not a move
      }
      transitions = moves
    }
    let median = timing.median
    let cpu = timing.medianCPU
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(sessions)),
      ("transitions", .integer(transitions)),
      ("actions", .integer(actions)),
      ("seconds", .decimal(median, digits: 6)),
      ("cpuSeconds", .decimal(cpu, digits: 6)),
      ("rate", .decimal(median > 0 ? Double(transitions) / median : 0, digits: 0)),
      ("cpuRate", .decimal(cpu > 0 ? Double(transitions) / cpu : 0, digits: 0)),
      ("actionRate", .decimal(median > 0 ? Double(actions) / median : 0, digits: 0)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
