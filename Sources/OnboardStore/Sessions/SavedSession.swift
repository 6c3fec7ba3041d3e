/// A run saved for `--resume`: the `sessions` table's row. The store keeps
/// the state as the JSON text the wizard wrote (a `WizardSession`), so it
/// does not depend on the model type.
public struct SavedSession: Sendable, Hashable {
  /// The session id (`s-3f2a9c1e`).
  package var id: String
  /// The flow's name.
  package var flow: String
  /// The person's id.
  package var user: String
  /// When it was saved, in milliseconds since 1970.
  package var savedMilliseconds: Int64
  /// The saved state as JSON text.
  package var state: String

  /// A session row.
  package init(id: String, flow: String, user: String, savedMilliseconds: Int64, state: String) {
    self.id = id
    self.flow = flow
    self.user = user
    self.savedMilliseconds = savedMilliseconds
    self.state = state
  }
}
