import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates the folder.
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside it.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Removes it and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }
}
