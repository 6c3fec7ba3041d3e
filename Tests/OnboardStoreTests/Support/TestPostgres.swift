import Foundation

@testable import OnboardStore

/// The PostgreSQL server of the test run: `ONBOARD_TEST_POSTGRES`, set by
/// `.ci/with-postgres` (which `make test` and `.ci/run` use). Each test gets
/// its own schema, so tests run in parallel without seeing each other's rows.
enum TestPostgres {
  /// The server's URL, when there is one.
  static var url: String? {
    ProcessInfo.processInfo.environment["ONBOARD_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the run is CI's (where PostgreSQL must be there).
  static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// A connection to the server as given, for setting tests up.
  static func admin() throws -> PGConnection {
    guard let url else { throw StoreError(.badLocation, "ONBOARD_TEST_POSTGRES is not set") }
    return try PGConnection(url: url, location: url, backoff: .none)
  }

  /// A URL whose tables live in a new, empty schema.
  static func freshSchemaURL() throws -> String {
    guard let url else { throw StoreError(.badLocation, "ONBOARD_TEST_POSTGRES is not set") }
    let schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    try admin().execute("CREATE SCHEMA \(schema)")
    return with(url, option: "options=-csearch_path%3D\(schema)")
  }

  /// `url` with a query option added.
  static func with(_ url: String, option: String) -> String {
    url + (url.contains("?") ? "&" : "?") + option
  }

  /// `url` naming database `name` instead of its own.
  static func url(database name: String) throws -> String {
    guard let url, let slash = url.range(of: "/", options: .backwards), slash.lowerBound > url.startIndex
    else { throw StoreError(.badLocation, "ONBOARD_TEST_POSTGRES is not set") }
    let query = url[slash.upperBound...].firstIndex(of: "?").map { String(url[$0...]) } ?? ""
    return String(url[..<slash.upperBound]) + name + query
  }
}
