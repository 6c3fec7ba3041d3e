import Foundation
import OnboardKit

/// What `onboard plan` answers before a launch: the people each variant needs
/// to find a relative change of ``mde`` with the plan's power, the days that
/// takes at ``peoplePerDay``, and the smallest change longer runs would find.
package struct SampleSizePlan: Sendable, Hashable {
  /// The power analysis.
  package var power: PowerPlan
  /// The relative change to find, e.g. 0.05 for ±5%.
  package var mde: Double
  /// The variants sharing the traffic, the control included.
  package var variants: Int
  /// People entering the experiment a day, over every variant.
  package var peoplePerDay: Double
  /// Where the baseline and the traffic came from, when a store gave them.
  package var observed: ExperimentTraffic?

  /// One run length and the smallest change it finds.
  package struct RunLength: Sendable, Hashable {
    /// Days run.
    package var days: Int
    /// People per variant by then.
    package var peoplePerVariant: Int
    /// The smallest relative change found with the plan's power; `nil` with too few people.
    package var mde: Double?
  }

  /// A plan; see ``PowerPlan`` for the analysis.
  ///
  /// - Parameters:
  ///   - power: the analysis (baseline, alpha, power, sequential or not).
  ///   - mde: the relative change to find, above 0.
  ///   - variants: the variants sharing the traffic, at least 2.
  ///   - peoplePerDay: the traffic over every variant, above 0.
  ///   - observed: the store's traffic the numbers came from, if any.
  package init(
    power: PowerPlan, mde: Double, variants: Int, peoplePerDay: Double, observed: ExperimentTraffic? = nil
  ) {
    self.power = power
    self.mde = mde
    self.variants = variants
    self.peoplePerDay = peoplePerDay
    self.observed = observed
  }

  /// The fewest people per variant; `nil` past ``PowerPlan/mostPeople``.
  package var peoplePerVariant: Int? { power.peoplePerVariant(mde: mde) }

  /// The days to reach ``peoplePerVariant`` in every variant.
  package func days(peoplePerVariant people: Int) -> Int {
    Int((Double(people) * Double(variants) / peoplePerDay).rounded(.up))
  }

  /// The smallest change found after one, two, four and eight weeks.
  package var runLengths: [RunLength] {
    [7, 14, 28, 56].map { days in
      let people = Int((peoplePerDay * Double(days) / Double(variants)).rounded(.down))
      return RunLength(
        days: days, peoplePerVariant: people,
        mde: people >= 2 ? power.minimumDetectableEffect(peoplePerVariant: Double(people)) : nil)
    }
  }

  /// The plan as text, for a terminal.
  package var text: String {
    var lines: [String] = []
    if let observed {
      lines.append(
        "From the store: baseline \(NumberText.percent(power.baseline, digits: 1)) "
          + "(\(NumberText.count(observed.controlConversions)) of \(NumberText.count(observed.controlUsers)) "
          + "people in '\(observed.control)' completed), \(NumberText.count(Int(peoplePerDay.rounded()))) "
          + "people a day (\(NumberText.count(observed.users)) exposed "
          + (observed.days < 1
            ? "in less than a day, taken as one" : String(format: "over %.1f days", observed.days))
          + ").")
    }
    let test = power.sequentialTuning == nil ? "fixed horizon" : "sequential"
    lines.append(
      "To find a change of +\(String(format: "%g", mde * 100))% from a baseline of "
        + "\(NumberText.percent(power.baseline, digits: 1)) with \(NumberText.percent(power.power, digits: 0)) "
        + "power (alpha \(NumberText.plain(power.alpha)), two-sided, \(test), \(variants) variants):")
    if let people = peoplePerVariant {
      lines.append("  people per variant  \(NumberText.count(people))")
      lines.append("  people in total     \(NumberText.count(people * variants))")
      lines.append(
        "  days                \(NumberText.count(days(peoplePerVariant: people))) "
          + "at \(NumberText.count(Int(peoplePerDay.rounded()))) people a day")
    } else {
      lines.append(
        "  more than \(NumberText.count(PowerPlan.mostPeople)) people per variant: a change this small cannot be found"
      )
    }
    lines.append("The smallest change a run finds with that power:")
    let runs = runLengths
    let width = runs.map { NumberText.count($0.peoplePerVariant).count }.max() ?? 0
    for run in runs {
      let found = run.mde.map { "+" + NumberText.percent($0, digits: 1) } ?? "none: too few people"
      let people = NumberText.count(run.peoplePerVariant)
      lines.append(
        "  " + String(repeating: " ", count: 2 - String(run.days).count) + "\(run.days) days  "
          + String(repeating: " ", count: width - people.count) + "\(people) per variant  \(found)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The plan as one JSON object (docs/report.md, "Planning an experiment").
  package var json: String {
    var members: [(String, JSONValue)] = [
      ("baseline", .number(power.baseline)), ("mde", .number(mde)), ("alpha", .number(power.alpha)),
      ("power", .number(power.power)), ("variants", .number(Double(variants))),
      ("sequential", power.sequentialTuning.map(JSONValue.number) ?? .bool(false)),
      ("peoplePerDay", .number(peoplePerDay)),
    ]
    if let people = peoplePerVariant {
      members += [
        ("peoplePerVariant", .number(Double(people))), ("people", .number(Double(people * variants))),
        ("days", .number(Double(days(peoplePerVariant: people)))),
      ]
    } else {
      members += [("peoplePerVariant", .null), ("people", .null), ("days", .null)]
    }
    members.append(
      (
        "runLengths",
        .array(
          runLengths.map { run in
            .object([
              "days": .number(Double(run.days)), "peoplePerVariant": .number(Double(run.peoplePerVariant)),
              "mde": run.mde.map(JSONValue.number) ?? .null,
            ])
          })
      ))
    if let observed {
      members.append(
        (
          "observed",
          .object([
            "control": .string(observed.control), "controlUsers": .number(Double(observed.controlUsers)),
            "controlConversions": .number(Double(observed.controlConversions)),
            "users": .number(Double(observed.users)), "days": .number(observed.days),
          ])
        ))
    }
    return JSONWriter.object(members) + "\n"
  }
}
