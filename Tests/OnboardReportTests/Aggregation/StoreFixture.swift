import Foundation
import OnboardKit
import OnboardSimulation
import OnboardYAML

@testable import OnboardStore

/// A store filled with simulated traffic: `Flows/signup.yaml` with
/// `Flows/personas/signup.yaml`, a fixed seed, through the store's bulk writer.
enum StoreFixture {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The people and the seed of the fixture (the literals of the tests depend on them).
  static let people = 3000
  static let seed: UInt64 = 7

  /// `Flows/signup.yaml`, loaded and checked.
  static func flow() throws -> FlowDefinition {
    let result = FlowLoader().load(path: root + "/Flows/signup.yaml")
    guard let flow = result.flow, !result.hasErrors else { throw SimulationError.persona(result.diagnostics) }
    return flow
  }

  /// Simulates the fixture's people into `store`.
  static func fill(_ store: any EventStore) throws {
    let flow = try flow()
    let persona = try PersonaLoader.persona(
      path: root + "/Flows/personas/signup.yaml", flow: flow, schema: User.schema.descriptor)
    let writer = try store.bulkWriter(batchSize: 5000)
    _ = try Simulator<User>(flow: flow, persona: persona, seed: seed).run(users: people, into: writer)
    try writer.close()
  }

  /// A new SQLite store in a fresh folder, filled; remove the folder when done.
  static func sqlite() throws -> (store: SQLiteStore, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-report-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteStore(path: folder.appendingPathComponent("events.sqlite").path)
    try fill(store)
    return (store, folder)
  }

  /// The PostgreSQL server of the run (`ONBOARD_TEST_POSTGRES`, from `.ci/with-postgres`).
  static var postgresURL: String? {
    ProcessInfo.processInfo.environment["ONBOARD_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether the run is CI's, where PostgreSQL must be there.
  static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// A new PostgreSQL store in a schema of its own, filled.
  static func postgres(_ url: String) throws -> PostgresStore {
    let store = try emptyPostgres(url)
    try fill(store)
    return store
  }

  /// A new, empty PostgreSQL store in a schema of its own.
  static func emptyPostgres(_ url: String) throws -> PostgresStore {
    let schema = "r_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    try PGConnection(url: url, location: url, backoff: .none).execute("CREATE SCHEMA \(schema)")
    let scoped = url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(schema)"
    return try PostgresStore(url: scoped, backoff: .none)
  }
}
