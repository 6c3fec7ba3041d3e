import Testing

@testable import OnboardStore

/// Which PostgreSQL connection failures are worth retrying (and spooling for).
@Suite struct PGConnectFailureTests {
  @Test(arguments: [
    #"connection to server at "db", port 5432 failed: FATAL:  password authentication failed for user "ada""#,
    #"connection to server at "db", port 5432 failed: FATAL:  database "nope" does not exist"#,
    #"connection to server at "db", port 5432 failed: FATAL:  role "nobody" does not exist"#,
    #"connection to server at "db", port 5432 failed: fe_sendauth: no password supplied"#,
    #"connection to server at "db", port 5432 failed: FATAL:  no pg_hba.conf entry for host "10.0.0.2""#,
    #"connection to server at "db", port 5432 failed: FATAL:  role "ro" is not permitted to log in"#,
    #"FATAL:  permission denied for database "onboard""#,
    #"connection to server at "db", port 5432 failed: FATAL:  Peer authentication failed for user "x""#,
    #"FATAL:  28P01: Passwort-Authentifizierung für Benutzer »ada« fehlgeschlagen"#,
    "server does not support SSL, but SSL was required",
  ])
  func refusalsThatStayArePermanent(message: String) {
    #expect(PGConnectFailure.classify(message: message, needsPassword: false) == .permanent)
  }

  @Test func aServerAskingForAMissingPasswordIsPermanent() {
    #expect(PGConnectFailure.classify(message: "", needsPassword: true) == .permanent)
  }

  @Test(arguments: [
    #"connection to server at "127.0.0.1", port 9 failed: Connection refused Is the server running on that host and accepting TCP/IP connections?"#,
    #"connection to server at "db", port 5432 failed: timeout expired"#,
    #"connection to server at "db", port 5432 failed: FATAL:  the database system is starting up"#,
    #"connection to server at "db", port 5432 failed: FATAL:  sorry, too many clients already"#,
    #"could not translate host name "db" to address: Temporary failure in name resolution"#,
    "server closed the connection unexpectedly",
  ])
  func failuresThatMayPassAreTransient(message: String) {
    #expect(PGConnectFailure.classify(message: message, needsPassword: false) == .transient)
  }
}
