import Foundation

/// Every failure of the event store area: opening, migrating, writing,
/// reading and spooling. The message names the file or URL and says how to
/// fix it; the CLI prints it as `error: <message>` and exits 1.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// What kind of failure it is, for callers that react to some of them.
  public enum Reason: String, Sendable, Hashable {
    /// The file is a database (or a file) that is not an onboard store.
    case notAStore
    /// The store has a schema version newer than this build knows.
    case newerSchema
    /// SQLite says the file is corrupt or not a database at all.
    case corrupt
    /// The database server cannot be reached (after retrying).
    case unreachable
    /// The database server refused the connection for a reason retrying
    /// cannot fix: authentication, an unknown database or role.
    case rejected
    /// The location (`--db`, `ONBOARD_DB`) cannot be understood.
    case badLocation
    /// Another process held the SQLite file locked for longer than the
    /// busy timeout; trying again later may work.
    case busy
    /// Any other failure of the database or the file system.
    case failed
  }

  /// What kind of failure it is.
  public var reason: Reason
  /// One lower-case sentence (or two) naming the store and the way out.
  public var message: String

  /// A failure with its reason and message.
  public init(_ reason: Reason, _ message: String) {
    self.reason = reason
    self.message = message
  }

  /// The message.
  public var description: String { message }
  /// The message, for presenters that read `LocalizedError`.
  public var errorDescription: String? { message }
}
