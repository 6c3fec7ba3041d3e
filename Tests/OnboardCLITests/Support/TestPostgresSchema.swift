import Foundation
import Testing

/// The PostgreSQL server of the test run (`ONBOARD_TEST_POSTGRES`, set by
/// `.ci/with-postgres`), with a new schema per test so tests never see each
/// other's rows.
enum TestPostgresSchema {
  /// The server's URL, when the run has one.
  static var server: String? {
    ProcessInfo.processInfo.environment["ONBOARD_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A URL of the server whose tables live in a new, empty schema (made with `psql`).
  static func freshURL() throws -> String {
    let server = try #require(server)
    let schema = "cli_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
    let psql = Process()
    psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    psql.arguments = ["psql", server, "-q", "-c", "CREATE SCHEMA \(schema)"]
    try psql.run()
    psql.waitUntilExit()
    try #require(psql.terminationStatus == 0)
    return server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(schema)"
  }
}
