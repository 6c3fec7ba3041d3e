import Foundation
import Testing

/// The libraries' public surface is a decision, not an accident: every
/// `public` declaration of the library modules is listed in
/// docs/public-api.txt (docs/library.md explains it). A declaration made
/// public, or no longer public, fails this test until the list says so;
/// anything only the package's own modules use is `package`.
@Suite struct PublicSurfaceTests {
  /// The library modules a team's package may import.
  static let modules = [
    "OnboardKit", "OnboardYAML", "OnboardFlowTests", "OnboardTesting", "OnboardTerminal", "OnboardReport",
    "OnboardSimulation", "OnboardStore", "OnboardCLI",
  ]

  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every public declaration, one line each: `Module: declaration`, the
  /// declaration as written up to its body, sorted.
  static func publicDeclarations() throws -> [String] {
    var lines: [String] = []
    for module in modules {
      let folder = root.appendingPathComponent("Sources/\(module)")
      guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        continue
      }
      for case let file as URL in files where file.pathExtension == "swift" {
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
          if let declaration = publicDeclaration(String(line)) { lines.append("\(module): \(declaration)") }
        }
      }
    }
    return lines.sorted()
  }

  /// The declaration on `line` when it is public (attributes such as
  /// `@discardableResult` dropped), without its body or initial value.
  static func publicDeclaration(_ line: String) -> String? {
    var words = line.trimmingCharacters(in: .whitespaces)[...]
    while words.hasPrefix("@"), let space = words.firstIndex(of: " ") {
      words = words[words.index(after: space)...]
    }
    guard words.hasPrefix("public ") else { return nil }
    var declaration = String(words)
    for end in [" {", " = "] {
      if let range = declaration.range(of: end) { declaration = String(declaration[..<range.lowerBound]) }
    }
    return declaration.trimmingCharacters(in: .whitespaces)
  }

  @Test func thePublicDeclarationsAreTheListedOnes() throws {
    let found = try Self.publicDeclarations()
    let list = Self.root.appendingPathComponent("docs/public-api.txt")
    if ProcessInfo.processInfo.environment["ONBOARD_UPDATE_GOLDEN"] == "1" {
      let header = "# The libraries' public declarations (Tests/OnboardKitTests/PublicSurfaceTests.swift)\n"
      try (header + found.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
    }
    let listed = try String(contentsOf: list, encoding: .utf8)
      .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let added = Set(found).subtracting(listed).sorted()
    let removed = Set(listed).subtracting(found).sorted()
    #expect(
      added.isEmpty && removed.isEmpty,
      """
      the public surface changed. Made public: \(added); no longer public: \(removed).
      To fix: make a declaration only the package uses `package`; for a real entry point, document it \
      (docs/library.md) and regenerate the list with ONBOARD_UPDATE_GOLDEN=1 swift test --filter PublicSurfaceTests.
      """)
    // The same declaration may be written on several types (`public var
    // description: String`): one more or one fewer is a change too.
    #expect(
      found == listed.sorted(), "the public surface has the listed declarations, but not as many times each")
  }

  @Test func aDeclarationIsReadWithoutItsAttributesOrBody() {
    #expect(
      Self.publicDeclaration("  @discardableResult public func set(_ name: String) -> Bool {")
        == "public func set(_ name: String) -> Bool")
    #expect(
      Self.publicDeclaration("  public static let text = FieldKind(TextKind())") == "public static let text")
    #expect(Self.publicDeclaration("  package var plan: Plan") == nil)
    #expect(Self.publicDeclaration("  /// public docs") == nil)
  }
}
