extension ExperimentSet {
  /// The `dimensions:` attributes the person has, as stored with an exposure.
  private static func dimensions(_ names: [String], of state: FlowState<Model>) -> JSONValue {
    var values: [String: JSONValue] = [:]
    for name in names { values[name] = state.attributes[name] }
    return .object(values)
  }

  /// Puts each pending exposure just before the first `step_viewed` of a
  /// step its experiment changes (or before the first event, for
  /// `exposure: start`).
  func addExposures(
    _ state: inout FlowState<Model>, _ events: inout [FlowEvent], divergingAt: [String: [String]]
  ) {
    guard !state.pendingExposures.isEmpty else { return }
    var index = 0
    while index < events.count, !state.pendingExposures.isEmpty {
      let event = events[index]
      guard event.kind == .stepViewed, let step = event.step else {
        index += 1
        continue
      }
      let top = step.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(step[..<$0]) } ?? step
      let diverging = divergingAt[top] ?? []
      for key in state.pendingExposures where diverging.contains(key) || startExposures.contains(key) {
        let assignment = state.assignments.first { $0.experimentKey == key }
        let detail = assignment.map { "\($0.reason.rawValue) \($0.hashAttribute)=\($0.hashValue)" }
        var exposure = FlowEvent(
          .exposure, step: step, detail: detail, time: event.time, experiment: key,
          variant: state.variants[key])
        if !base.dimensions.isEmpty { exposure.data = Self.dimensions(base.dimensions, of: state) }
        events.insert(exposure, at: index)
        index += 1
      }
      state.pendingExposures.removeAll { diverging.contains($0) || startExposures.contains($0) }
      index += 1
    }
  }
}
