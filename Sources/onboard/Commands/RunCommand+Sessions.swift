import Foundation
import OnboardKit
import OnboardStore
import OnboardTerminal

extension RunCommand {
  /// The saved state of `--resume SESSION`: from the store's `sessions`
  /// table, else from a session file (`.onboard/sessions/<id>.json`, or the
  /// path given), as older versions saved them.
  func resumedState(_ session: String, store: (any EventStore)?) throws -> FlowState<User> {
    let looksLikeFile = session.hasSuffix(".json") || session.contains("/")
    let data: Data
    if !looksLikeFile, let saved = try store?.loadSession(session) {
      data = Data(saved.state.utf8)
    } else {
      do {
        data = try SessionStore().load(session)
      } catch let error as SessionError {
        let inStore = store.map { "no session '\(session)' in \($0.location), and " } ?? ""
        throw CommandFailure(inStore.isEmpty ? error.message : inStore + error.message)
      }
    }
    do {
      return try WizardSession<User>.decode(data).state
    } catch let error as SessionError {
      throw CommandFailure(error.message)
    } catch {
      throw CommandFailure("session '\(session)' cannot be read: \(error)")
    }
  }

  /// Saves the wizard's state for `--resume`: in the store, or (with
  /// `--no-store`) as a session file; returns where, for the message.
  func saveSession(_ state: FlowState<User>, id: String, flowName: String, store: (any EventStore)?) throws
    -> String
  {
    let data = try WizardSession(flowPath: flow, state: state).encoded()
    guard let store else { return try SessionStore().save(data, id: id).path }
    try store.saveSession(
      SavedSession(
        id: id, flow: flowName, user: state.userID, savedMilliseconds: EventTime.milliseconds(Date()),
        state: String(decoding: data, as: UTF8.self)))
    return store.location
  }
}
