import Foundation

/// Expected outputs kept verbatim in `Tests/OnboardCLITests/Golden/`.
///
/// To accept a deliberate change, run the tests with `ONBOARD_UPDATE_GOLDEN=1`:
/// each golden file is rewritten with what the binary printed, and the diff is
/// reviewed in the commit.
enum Golden {
  /// The folder of golden files, next to this file's folder.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Golden")
  }

  /// The text of golden file `name`; first rewritten with `actual` when
  /// `ONBOARD_UPDATE_GOLDEN` is set.
  static func text(_ name: String, updatingWith actual: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["ONBOARD_UPDATE_GOLDEN"] != nil {
      try Data(actual.utf8).write(to: url)
    }
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
