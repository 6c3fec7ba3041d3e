import Foundation
import OnboardYAML
import Testing

@Suite("YAMLParser.parseFile")
struct YAMLParserFileTests {
  /// A fresh empty folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("onboard-yaml-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The single diagnostic of reading `path`, as `line:column: message` or `message`.
  static func failure(ofFile path: String, limits: YAMLLimits = .default) -> String {
    do {
      _ = try YAMLParser.parseFile(atPath: path, displayName: testFile, limits: limits)
      return "no error"
    } catch {
      guard let diagnostic = error.diagnostics.first, diagnostic.mark == nil else { return describe(error) }
      return diagnostic.message
    }
  }

  @Test func readsAFixtureAndNamesItAsAsked() throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/signup", withExtension: "yaml"))
    let root = try YAMLParser.parseFile(atPath: url.path, displayName: "Flows/signup.yaml")
    let steps = try #require(root["steps"]?.elements)
    #expect(steps.map { $0["id"]?.scalar } == ["welcome", "role"])
    #expect(steps[1]["<<"]?["required"]?.scalar == "true")
    #expect(steps[1]["options"]?.mark.description == "Flows/signup.yaml:13:14")
  }

  @Test func thePathIsTheDefaultName() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flow.yaml").path
    try Data("a: b\n".utf8).write(to: URL(fileURLWithPath: path))
    let root = try YAMLParser.parseFile(atPath: path)
    #expect(root["a"]?.mark == SourceMark(file: path, line: 1, column: 4))
  }

  @Test func aMissingFileIsReportedWithItsName() {
    #expect(
      Self.failure(ofFile: "/nonexistent/flow.yaml") == "cannot read 'test.yaml': no such file or directory")
  }

  @Test func aFolderIsNotAFlowFile() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.failure(ofFile: folder.path) == "cannot read 'test.yaml': it is a directory")
  }

  @Test func aHundredMegabyteFileIsRefusedWithoutReadingIt() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.yaml").path
    // Sparse: 100 MB long, no block written. Only `stat` can know its size
    // exactly, since reading stops one byte past the limit.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 100 * 1024 * 1024) == 0)

    var result = ""
    let elapsed = ContinuousClock().measure { result = Self.failure(ofFile: path) }
    #expect(result == "1:1: file is 100.0 MB; flow files are limited to 8.0 MB")
    #expect(elapsed < .seconds(2))
  }

  @Test func aGeneratedFileJustOverTheLimitIsRefused() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.yaml").path
    let line = "- step: 0123456789 0123456789 0123456789 0123456789 0123456789 0123456789\n"
    var text = String(repeating: line, count: 8 * 1024 * 1024 / line.utf8.count)
    text += String(repeating: "#", count: 8 * 1024 * 1024 + 1 - text.utf8.count)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(text.utf8.count == 8 * 1024 * 1024 + 1)
    #expect(Self.failure(ofFile: path) == "1:1: file is 8.1 MB; flow files are limited to 8.0 MB")
    #expect(Self.failure(ofFile: path, limits: YAMLLimits(maxFileBytes: 9 * 1024 * 1024)) == "no error")
  }

  #if os(Linux)
    /// `/proc` files say they are empty, so reading must go on past the `stat` size.
    @Test func aFileLongerThanItsStatSizeIsReadToTheEnd() throws {
      let info = try YAMLParser.parseFile(atPath: "/proc/self/status")
      #expect(info.pairs?.first?.key.scalar == "Name")
      #expect(
        Self.failure(ofFile: "/proc/self/status", limits: YAMLLimits(maxFileBytes: 100)).hasPrefix(
          "1:1: file is 1."))
    }
  #endif

  @Test(arguments: [
    (2048, 1000, "1:1: file is 2.0 KB; flow files are limited to 1000 bytes"),
    (1025, 1024, "1:1: file is 1.1 KB; flow files are limited to 1.0 KB"),
    (1024, 1024, "no error"),
  ])
  func smallLimitsSpeakInSmallUnits(size: Int, limit: Int, expected: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flow.yaml").path
    try Data(("a: 1\n" + String(repeating: "#", count: size - 5)).utf8).write(to: URL(fileURLWithPath: path))
    #expect(Self.failure(ofFile: path, limits: YAMLLimits(maxFileBytes: limit)) == expected)
  }
}
