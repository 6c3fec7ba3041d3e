// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Onboard",
  products: [
    .library(name: "OnboardKit", targets: ["OnboardKit"]),
    .library(name: "OnboardYAML", targets: ["OnboardYAML"]),
    .library(name: "OnboardFlowTests", targets: ["OnboardFlowTests"]),
    .library(name: "OnboardTesting", targets: ["OnboardTesting"]),
    .library(name: "OnboardTerminal", targets: ["OnboardTerminal"]),
    .executable(name: "onboard", targets: ["onboard"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .target(name: "OnboardKit"),
    .target(name: "OnboardYAML", dependencies: ["OnboardKit", "CYAML"]),
    .target(name: "OnboardFlowTests", dependencies: ["OnboardKit", "OnboardYAML"]),
    .target(name: "OnboardTesting", dependencies: ["OnboardKit", "OnboardYAML", "OnboardFlowTests"]),
    .target(name: "OnboardTerminal", dependencies: ["OnboardKit"]),
    .executableTarget(
      name: "onboard", dependencies: ["OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardFlowTests"]),
    .executableTarget(
      name: "onboard-bench",
      dependencies: ["OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardFlowTests"]),
    .testTarget(
      name: "OnboardKitTests", dependencies: ["OnboardKit", "OnboardYAML", "OnboardTesting"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "OnboardYAMLTests", dependencies: ["OnboardYAML"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "OnboardTerminalTests", dependencies: ["OnboardTerminal", "OnboardKit", "OnboardYAML"]),
    .testTarget(
      name: "OnboardFlowTestsTests",
      dependencies: ["OnboardFlowTests", "OnboardTesting", "OnboardKit", "OnboardYAML"],
      exclude: ["Fixtures"]),
    .testTarget(name: "OnboardCLITests", dependencies: ["OnboardKit", "onboard"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
