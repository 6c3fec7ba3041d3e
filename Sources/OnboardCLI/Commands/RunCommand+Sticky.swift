import Foundation
import OnboardKit
import OnboardStore

extension RunCommand {
  /// The store a headless run reads its person's stored assignments from,
  /// opened before the run: `nil` with `--no-store`, and `nil` when a
  /// PostgreSQL server cannot be reached (the hash decides, and the events
  /// go to the spool as before).
  func openStickyStore() throws -> (any EventStore)? {
    do {
      return try outputs.openStore()
    } catch let error as StoreError where error.reason == .unreachable {
      return nil
    }
  }

  /// Puts the person's stored (sticky) assignments in `state`, before `start`.
  /// - Throws: ``StoreError`` when the store cannot be read.
  func loadStickyBuckets<Model>(
    into state: inout FlowState<Model>, flow: FlowDefinition, store: (any EventStore)?
  ) throws {
    guard let store, !flow.assignedExperiments.isEmpty else { return }
    let people = StickyBucket.people(
      of: flow.assignedExperiments, userID: state.userID, attributes: state.attributes)
    state.stickyBuckets = try store.stickyBuckets(flow: flow.name, people: people)
  }

  /// Stores the first assignments the hash made for the person, so later
  /// runs give the same variants.
  /// - Throws: ``StoreError`` when the store cannot be written.
  func keepFirstAssignments(_ assignments: [Assignment], flow: FlowDefinition, store: (any EventStore)?)
    throws
  {
    guard let store else { return }
    let made = StickyBucket.made(by: assignments, in: flow.assignedExperiments)
    try store.keepAssignments(made, flow: flow.name, milliseconds: EventTime.milliseconds(Date()))
  }

  /// The assignments `start` makes for `state` (a pure function of it), for
  /// storing before an interactive run begins.
  func startingAssignments<Model>(_ state: FlowState<Model>, flow: FlowDefinition) -> [Assignment] {
    ExperimentAssigner.assignAll(
      flow, userID: state.userID, attributes: state.attributes, forced: state.variants,
      sticky: state.stickyBuckets)
  }
}
