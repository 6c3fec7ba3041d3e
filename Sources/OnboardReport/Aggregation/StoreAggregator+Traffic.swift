/// What the store says of a running experiment's traffic, for `onboard plan`.
package struct ExperimentTraffic: Sendable, Hashable {
  /// The control's id (the flow file's first variant, else `control`).
  package var control: String
  /// People exposed to the control.
  package var controlUsers: Int
  /// Of them, those who completed the flow: the baseline's numerator.
  package var controlConversions: Int
  /// People exposed to any variant.
  package var users: Int
  /// Milliseconds from the first exposure to the last.
  package var spanMs: Int64

  /// The control's completion rate; `nil` with nobody exposed to it.
  package var baseline: Double? {
    controlUsers > 0 ? Double(controlConversions) / Double(controlUsers) : nil
  }

  /// People exposed a day, over the days from the first exposure to the
  /// last (at least one day, so a first day's traffic is not inflated).
  package var peoplePerDay: Double {
    Double(users) / max(1, Double(spanMs) / 86_400_000)
  }

  /// Days from the first exposure to the last.
  package var days: Double { Double(spanMs) / 86_400_000 }
}

extension StoreAggregator {
  /// The control's completion rate and the people exposed a day so far in
  /// experiment `experiment` of `flow`.
  ///
  /// - Throws: ``ReportError`` for an unknown flow or experiment (listing
  ///   what the store has); ``StoreError`` when a query fails.
  package func traffic(flow: String, experiment: String, plan: ReportPlan?) throws -> ExperimentTraffic {
    let counts = try self.counts(flow: flow, experiment: experiment, plan: plan)
    let exposed = counts.experiments.first
    let control = exposed?.variants.first
    let users = exposed?.exposedPeople ?? 0
    var span: Int64 = 0
    if let first = exposed?.firstExposureMs, let last = exposed?.lastExposureMs { span = last - first }
    return ExperimentTraffic(
      control: control?.id ?? "control", controlUsers: control?.users ?? 0,
      controlConversions: control?.conversions ?? 0, users: users, spanMs: span)
  }
}
