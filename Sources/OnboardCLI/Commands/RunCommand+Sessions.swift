import Foundation
import OnboardKit
import OnboardStore
import OnboardTerminal

extension RunCommand {
  /// The saved state of `--resume SESSION`: from the store's `sessions`
  /// table, else from a session file (`.onboard/sessions/<id>.json`, or the
  /// path given), as older versions saved them. A session of another flow
  /// is a usage error that names its flow.
  func resumedState<Model>(_ session: String, store: (any EventStore)?, runner: FlowRunner<Model>) throws
    -> FlowState<Model>
  {
    let looksLikeFile = session.hasSuffix(".json") || session.contains("/")
    let data: Data
    var owner: String?
    if !looksLikeFile, let saved = try store?.loadSession(session) {
      data = Data(saved.state.utf8)
      owner = saved.flow
    } else {
      do {
        data = try SessionStore().load(session)
      } catch let error as SessionError {
        let inStore = store.map { "no session '\(session)' in \($0.location), and " } ?? ""
        throw CommandFailure(inStore.isEmpty ? error.message : inStore + error.message)
      }
    }
    let saved: WizardSession<Model>
    do {
      saved = try WizardSession<Model>.decode(data)
    } catch let error as SessionError {
      throw CommandFailure(error.message)
    } catch {
      throw CommandFailure("session '\(session)' cannot be read: \(error)")
    }
    let name = runner.flow.name
    if let owner = owner ?? saved.flowName, owner != name {
      throw ValidationError(
        "session '\(session)' belongs to flow '\(owner)' (\(saved.flowPath)), not '\(name)' (\(flow)); "
          + "continue it with: onboard run \(Self.shellQuoted(saved.flowPath)) --resume \(Self.shellQuoted(session))"
      )
    }
    let version = runner.flow.version
    if let started = saved.state.flowName, started == name, saved.state.flowVersion != version {
      throw ValidationError(
        "session '\(session)' was started on \(FlowStamp(name: started, version: saved.state.flowVersion)), "
          + "not \(FlowStamp(name: name, version: version)) (\(flow)); a run continues only on the version it started on"
      )
    }
    if let step = saved.state.current, runner.step(named: step, in: saved.state) == nil {
      throw ValidationError(
        "session '\(session)' (saved on \(saved.flowPath)) stopped at step '\(step)', which flow '\(name)' "
          + "(\(flow)) does not have")
    }
    return saved.state
  }

  /// Saves the wizard's state for `--resume`: in the store, or (with
  /// `--no-store`) as a session file; returns where, for the message.
  func saveSession<Model>(_ state: FlowState<Model>, id: String, flowName: String, store: (any EventStore)?)
    throws
    -> String
  {
    let data = try WizardSession(flowPath: flow, flowName: flowName, state: state).encoded()
    guard let store else { return try SessionStore().save(data, id: id).path }
    try store.saveSession(
      SavedSession(
        id: id, flow: flowName, user: state.userID, savedMilliseconds: EventTime.milliseconds(Date()),
        state: String(decoding: data, as: UTF8.self)))
    return store.location
  }
}
