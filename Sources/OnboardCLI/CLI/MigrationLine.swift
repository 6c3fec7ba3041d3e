import Foundation
import OnboardStore

/// The progress line a writing command shows on a terminal while it brings
/// an older store up to date (the rollups of a large store take a while):
/// one line on standard error, replaced at each statement, and a last line
/// that stays. Nothing when standard error is not a terminal.
enum MigrationLine {
  /// The observer for opening `location`, or `nil` off a terminal.
  static func observer(for location: StoreLocation) -> MigrationProgress.Observer? {
    guard Terminal.isTerminal(.error) else { return nil }
    let store = location.description
    return { progress in
      Console.overwriteErrorLine(text(progress, store: store))
      if progress.isFinished { Console.write("\n", to: .error) }
    }
  }

  /// The line for `progress` of `store`.
  static func text(_ progress: MigrationProgress, store: String) -> String {
    let seconds = String(format: "%.1f s", progress.seconds)
    if progress.isFinished {
      return "migrated \(store) from store version \(progress.from) to \(progress.to) in \(seconds)"
    }
    return "migrating \(store) to store version \(progress.to): step \(progress.done + 1) of "
      + "\(progress.total) (\(progress.work)), \(seconds)"
  }
}

extension StoreLocation {
  /// Opens the store to write, with ``MigrationLine`` while an older store is migrated.
  /// - Throws: ``StoreError`` when it cannot be opened or migrated.
  func openShowingMigration() throws -> any EventStore {
    try open(progress: MigrationLine.observer(for: self))
  }
}
