/// Why a connection to PostgreSQL failed, as far as retrying is concerned:
/// a server that is down or busy may come back within the backoff, a
/// wrong password or an unknown database never will, so those fail at once
/// and nothing is spooled for them.
enum PGConnectFailure: Equatable {
  /// Worth trying again, and spooling for: connection refused, timed out, the server starting up or full.
  case transient
  /// The server refused who or what we asked for; retrying cannot help.
  case permanent

  /// What libpq's and the server's messages say for a refusal that stays:
  /// authentication (any method), a missing password, an unknown database
  /// or role, no `pg_hba.conf` entry, a role that may not log in, no
  /// CONNECT privilege, SSL required but not offered. (A server whose
  /// messages are in another language is taken as transient, as before.)
  static let permanentPhrases = [
    "authentication failed", "no password supplied", "does not exist", "no pg_hba.conf entry",
    "is not permitted to log in", "permission denied for database", "ssl was required",
    "server does not support ssl",
  ]

  /// The SQLSTATE classes and codes of such refusals, for messages that carry
  /// one (`28P01`, `28000`: authorisation; `3D000`: no such database; `42501`: no privilege).
  static let permanentStates = ["28000", "28P01", "3D000", "42501"]

  /// The kind of a failed connection attempt: `message` is libpq's error
  /// text, `needsPassword` what `PQconnectionNeedsPassword` says.
  static func classify(message: String, needsPassword: Bool) -> PGConnectFailure {
    if needsPassword { return .permanent }
    let text = message.lowercased()
    if permanentPhrases.contains(where: text.contains) { return .permanent }
    if permanentStates.contains(where: { message.contains("\($0):") }) { return .permanent }
    return .transient
  }
}
