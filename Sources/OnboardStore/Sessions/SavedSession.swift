/// A run saved for `--resume`: the `sessions` table's row. The store keeps
/// the state as the JSON text the wizard wrote (a `WizardSession`), so it
/// does not depend on the model type.
public struct SavedSession: Sendable, Hashable {
  /// The session id (`s-3f2a9c1e`).
  public var id: String
  /// The flow's name.
  public var flow: String
  /// The person's id.
  public var user: String
  /// When it was saved, in milliseconds since 1970.
  public var savedMilliseconds: Int64
  /// The saved state as JSON text.
  public var state: String

  /// A session row.
  public init(id: String, flow: String, user: String, savedMilliseconds: Int64, state: String) {
    self.id = id
    self.flow = flow
    self.user = user
    self.savedMilliseconds = savedMilliseconds
    self.state = state
  }
}
