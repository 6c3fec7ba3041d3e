import Foundation
import Testing

/// A PostgreSQL store that can never be reached as given — a URL libpq
/// cannot parse, a database that does not exist — fails the run at once
/// (no 3 s of retries) with exit 1 and keeps nothing in the spool.
@Suite struct PostgresRefusalTests {
  /// Runs the adult's answers against `db` and how long it took, in seconds.
  static func timedRun(db: String) throws -> (run: OnboardBinary.Run, seconds: Double) {
    let start = Date()
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1", "--db", db,
    ])
    return (run, Date().timeIntervalSince(start))
  }

  @Test(arguments: ["postgres://postgres:S3cretPW!@[::1", "postgres://postgres:S3cretPW%zz@127.0.0.1:9/x"])
  func aMalformedURLFailsAtOnceAndSpoolsNothing(db: String) throws {
    let (run, seconds) = try Self.timedRun(db: db)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(" is not a PostgreSQL URL libpq can use: "), "\(run)")
    #expect(run.stderr.hasSuffix("; nothing was written or kept for later. Fix --db (or ONBOARD_DB).\n"))
    #expect(!run.stderr.contains("kept in"), "\(run)")
    // NB: the old code's retries alone paused 3.0 s.
    #expect(seconds < 3.0)
  }

  @Test(arguments: [
    ("postgresql://u:S3cretPW@127.0.0.1:1/x?sslmode=bogus", #"invalid sslmode value: "bogus""#),
    ("postgresql://u:S3cretPW@127.0.0.1:99999/x", #"invalid port number: "99999""#),
    (
      "postgresql://u:S3cretPW@[::1]:1/x?connect_timeout=abc",
      #"invalid integer value "abc" for connection option "connect_timeout""#
    ),
  ])
  func anOptionLibpqRefusesFailsAtOnceAndSpoolsNothing(db: String, message: String) throws {
    let (run, seconds) = try Self.timedRun(db: db)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.contains(" is not a PostgreSQL URL libpq can use: \(message); nothing was written"), "\(run)"
    )
    #expect(!run.stderr.contains("kept in"), "\(run)")
    #expect(!run.stderr.contains("S3cretPW"), "\(run)")
    #expect(seconds < 3.0)
  }

  @Test(.enabled(if: TestPostgresSchema.server != nil))
  func anUnknownDatabaseFailsAtOnceAndSpoolsNothing() throws {
    let server = try #require(TestPostgresSchema.server)
    let slash = try #require(server.range(of: "/", options: .backwards))
    let db = server[..<slash.upperBound] + "onboard_no_such_database"
    let (run, seconds) = try Self.timedRun(db: String(db))
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(#"refused the connection: "#), "\(run)")
    #expect(run.stderr.contains(#"database "onboard_no_such_database" does not exist"#), "\(run)")
    #expect(!run.stderr.contains("kept in"), "\(run)")
    #expect(seconds < 3.0)
  }

  @Test(arguments: [
    "postgres://ada@127.0.0.1:9/onboard",
    "postgres://ada@127.0.0.1:9/onboard?sslmode=disable&connect_timeout=5",
  ])
  func aServerThatIsDownIsStillRetriedAndSpooled(db: String) throws {
    let (run, seconds) = try Self.timedRun(db: db)
    #expect(run.status == 1)
    #expect(run.stderr.contains("the run's 21 events were kept in "), "\(run)")
    #expect(seconds >= 3.0)
  }
}
