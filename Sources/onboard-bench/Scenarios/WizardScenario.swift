import Foundation
import OnboardKit
import OnboardTerminal
import OnboardYAML

/// `wizard --flow FILE [--keys N] [--rounds N]`: keystrokes through the
/// wizard on the flow's first step — each key handled by ``WizardModel``
/// and the whole 80-column screen rendered again, as the terminal wizard does
/// per key. The script types a name, erases it and moves between the fields.
struct WizardScenario: BenchScenario {
  static let name = "wizard"
  static let usage = "wizard --flow FILE [--keys N] [--rounds N]"
  static let summary = "N keystrokes (default 20000) handled and rendered, µs per keystroke"
  static let options: Set<String> = ["flow", "keys", "rounds"]

  let path: String
  let keys: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("flow")
    keys = try options.integer("keys", default: 20_000, in: 1...10_000_000)
    rounds = try options.integer("rounds", default: 5, in: 1...1_000)
  }

  /// Type "Ada Lovelace", Tab, type it again, Shift-Tab, erase everything: 52 keys.
  static let script: [Key] = {
    let typed = "Ada Lovelace".map(Key.character)
    let erase = [Key](repeating: .backspace, count: 12)
    return typed + [.tab] + typed + erase + [.backTab] + erase + [.home, .end]
  }()

  func run() throws(BenchFailure) -> BenchReport {
    let flow = try CleanFlow.load(path).flow
    let runner = FlowRunner<User>(flow: flow)
    let control = CleanFlow.control(flow)
    let renderer = ScreenRenderer()
    var lines = 0
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      guard
        var wizard = try? WizardModel(runner: runner, state: FlowState(userID: "bench", variants: control))
      else {
        throw BenchFailure(message: "the wizard did not start")
      }
      var total = 0
      for index in 0..<keys {
        _ = wizard.handle(Self.script[index % Self.script.count])
        total += renderer.render(wizard.view, columns: 80).lines.count
      }
      lines = total
    }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(keys)),
      ("seconds", .decimal(median, digits: 6)),
      ("microsecondsPerKey", .decimal(median / Double(keys) * 1e6, digits: 2)),
      ("linesRendered", .integer(lines)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
