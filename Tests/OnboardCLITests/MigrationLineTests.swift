import Foundation
import OnboardStore
import Testing

@testable import OnboardCLI

/// The progress line of a writing command that brings an older store up to
/// date: on a terminal, replaced at each statement, a last line that stays;
/// nothing on a pipe.
@Suite(.serialized) struct MigrationLineTests {
  @Test func theLineSaysWhatIsUnderWayAndTheEndSaysHowLongItTook() {
    var progress = MigrationProgress(
      from: 1, to: 5, work: "INSERT INTO units", done: 6, total: 16, seconds: 3.04)
    #expect(
      MigrationLine.text(progress, store: "s.sqlite")
        == "migrating s.sqlite to store version 5: step 7 of 16 (INSERT INTO units), 3.0 s")
    progress.work = ""
    progress.done = 16
    progress.seconds = 12.36
    #expect(
      MigrationLine.text(progress, store: "s.sqlite")
        == "migrated s.sqlite from store version 1 to 5 in 12.4 s")
  }

  /// A copy of the version-1 store fixture in a new folder.
  private func versionOneStore() throws -> (folder: URL, db: String) {
    let folder = try RunStoreTests.folder()
    let db = folder.appendingPathComponent("v1.sqlite").path
    try FileManager.default.copyItem(
      atPath: RepositoryFiles.root.appendingPathComponent("Tests/OnboardStoreTests/Fixtures/store-v1.sqlite")
        .path,
      toPath: db)
    return (folder, db)
  }

  @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed; install it (make deps does)"))
  func trackOnAnOldStoreShowsTheMigrationOnATerminal() throws {
    let (folder, db) = try versionOneStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try OnboardBinary.location().path
    let tmux = try Tmux(
      command:
        "\(binary) track --flow signup --user sim-1-1 --event purchased --db \(db); echo \"EXIT=$?\"; sleep 60",
      folder: folder.path, columns: 200)
    defer { tmux.kill() }
    let screen = try tmux.waitFor("EXIT=")
    #expect(screen.contains("EXIT=0"), "\(screen)")
    let version = StoreSchema.currentVersion
    #expect(
      screen.range(
        of: #"migrated \S+v1\.sqlite from store version 1 to \#(version) in [0-9]+\.[0-9] s\n"#,
        options: .regularExpression) != nil, "\(screen)")
    // The line was replaced: no statement's line is left on the screen.
    #expect(!screen.contains("migrating "), "\(screen)")
    #expect(screen.contains("recorded 1 outcome for flow 'signup'"), "\(screen)")
  }

  @Test func onAPipeTheMigrationIsSilent() throws {
    let (folder, db) = try versionOneStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run([
      "track", "--flow", "signup", "--user", "sim-1-1", "--event", "purchased", "--db", db,
    ])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "", "\(run)")
  }
}
