import OnboardKit

/// Going back several steps at once — to the step that owns a problem of a
/// rejected final check — as the person sees it: one `back` from where they
/// were to where they land, and that step's `step_viewed`; the screens passed
/// on the way were never shown, so they log nothing.
enum BackWalk {
  /// `events` of a walk of `back`s, collapsed to one `back` and the last `step_viewed`.
  static func collapsed(_ events: [FlowEvent]) -> [FlowEvent] {
    let backs = events.filter { $0.kind == .back }
    guard backs.count > 1, let first = backs.first,
      let landed = events.last(where: { $0.kind == .stepViewed })
    else { return events }
    let others = events.filter { $0.kind != .back && $0.kind != .stepViewed }
    return others + [FlowEvent(.back, step: first.step, detail: landed.step, time: first.time), landed]
  }

  /// Goes back with `perform` until `target` is current (or the first step);
  /// the collapsed events of the walk.
  static func walk<Model>(
    to target: String, _ state: inout FlowState<Model>, runner: FlowRunner<Model>
  ) -> [FlowEvent] {
    var events: [FlowEvent] = []
    while state.current != target, !state.history.isEmpty {
      guard let sent = try? runner.reduce(&state, .back) else { break }
      events += sent
    }
    return collapsed(events)
  }
}
