// swift-tools-version: 6.0
// A team's own onboarding tool, outside Onboard: the `Member` model (Sources/Acme),
// the one-file tool `acme-onboard` that runs every `onboard` command for it, and a
// Swift Testing test with FlowTester. It depends on Onboard by relative path.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the root package is
/// called whatever the Onboard checkout's folder is called (`onboard` for a
/// clone of the repository). A team's package names it by its URL or folder.
let onboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
  .standardizedFileURL.lastPathComponent

let package = Package(
  name: "CustomModel",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "Acme", dependencies: [.product(name: "OnboardKit", package: onboard)]),
    .executableTarget(
      name: "acme-onboard",
      dependencies: ["Acme", .product(name: "OnboardCLI", package: onboard)]),
    .testTarget(
      name: "AcmeTests",
      dependencies: [
        "Acme", .product(name: "OnboardKit", package: onboard),
        .product(name: "OnboardYAML", package: onboard), .product(name: "OnboardTesting", package: onboard),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
