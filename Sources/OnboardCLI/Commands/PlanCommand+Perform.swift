import Foundation
import OnboardReport
import OnboardStore

extension PlanCommand {
  /// Takes what the store knows when asked, works out the plan and prints it.
  ///
  /// - Throws: ``StoreError`` (no store, unreachable), ``ReportError``
  ///   (unknown flow or experiment, listing what exists), ``CommandFailure``
  ///   (the store has no completion rate or no traffic to plan from).
  func perform() throws {
    var baseline = self.baseline
    var daily = self.daily
    var observed: ExperimentTraffic?
    if let flow, let experiment {
      let traffic = try storeTraffic(flow: flow, experiment: experiment)
      observed = traffic
      if baseline == nil {
        guard let rate = traffic.baseline, rate > 0, rate < 1 else {
          throw CommandFailure(
            "the control '\(traffic.control)' of '\(experiment)' has \(traffic.controlConversions) completions "
              + "of \(traffic.controlUsers) people: no rate between 0 and 1 to plan from; give --baseline")
        }
        baseline = rate
      }
      if daily == nil {
        guard traffic.users > 0 else {
          throw CommandFailure("'\(experiment)' has no exposures to take the traffic from; give --daily")
        }
        daily = traffic.peoplePerDay
      }
    }
    guard let baseline, let daily else { return }
    let plan = SampleSizePlan(
      power: PowerPlan(
        baseline: baseline, alpha: alpha, power: power,
        sequentialTuning: sequential ? Self.sequentialTuning : nil),
      mde: mde, variants: variants, peoplePerDay: daily, observed: observed)
    Console.write(json ? plan.json : plan.text)
    guard plan.peoplePerVariant != nil else {
      throw CommandFailure(
        "no number of people up to \(PowerPlan.mostPeople) per variant has \(power) power for a change of \(mde)"
      )
    }
  }

  private func storeTraffic(flow: String, experiment: String) throws -> ExperimentTraffic {
    let location = try store.location()
    let store = try location.openExisting()
    defer { try? store.close() }
    let path = "Flows/\(flow).yaml"
    let plan =
      FileManager.default.fileExists(atPath: path) ? try? LoadedFlow.load(path: path, models: models) : nil
    return try StoreAggregator(store: store).traffic(
      flow: flow, experiment: experiment, plan: plan.map { ReportPlan(flow: $0) })
  }
}
