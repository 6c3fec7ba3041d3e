import Foundation
import Testing

@testable import OnboardStore

/// Spool files are named for their database, so a run finds the files of its
/// own database only; the name must not change between builds.
@Suite struct SpoolNameTests {
  @Test func filesAreNamedForTheirDatabase() throws {
    let location = try StoreLocation.resolve(
      db: "postgres://onboard:secret@db.example/onboard", environment: [:], workingDirectory: "/work/app")
    let spool = try #require(location.spool)
    #expect(spool.target == "postgres://onboard:***@db.example/onboard")
    #expect(spool.folder.path == "/work/app/.onboard/spool")
    // FNV-1a of the target's bytes (Python: h = (h ^ b) * 16777619 mod 2**32).
    #expect(spool.prefix == "events-c8f08cf5-")
  }

  @Test func aFileStoreHasNoSpool() throws {
    let location = try StoreLocation.resolve(
      db: "events.sqlite", environment: [:], workingDirectory: "/work/app")
    #expect(location.spool == nil)
  }
}
