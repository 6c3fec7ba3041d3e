// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Onboard",
  products: [
    .library(name: "OnboardKit", targets: ["OnboardKit"]),
    .library(name: "OnboardYAML", targets: ["OnboardYAML"]),
    .library(name: "OnboardTesting", targets: ["OnboardTesting"]),
    .library(name: "OnboardTerminal", targets: ["OnboardTerminal"]),
    .library(name: "OnboardReport", targets: ["OnboardReport"]),
    .library(name: "OnboardSimulation", targets: ["OnboardSimulation"]),
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
    .target(name: "OnboardTesting", dependencies: ["OnboardKit", "OnboardYAML"]),
    .target(name: "OnboardTerminal", dependencies: ["OnboardKit"]),
    .target(name: "OnboardReport", dependencies: ["OnboardKit"]),
    .target(name: "OnboardSimulation", dependencies: ["OnboardKit", "OnboardYAML"]),
    .executableTarget(
      name: "onboard",
      dependencies: ["OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardSimulation", "OnboardReport"]),
    .executableTarget(
      name: "onboard-bench",
      dependencies: ["OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardSimulation", "OnboardReport"]),
    .testTarget(
      name: "OnboardKitTests", dependencies: ["OnboardKit", "OnboardYAML", "OnboardTesting"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "OnboardYAMLTests", dependencies: ["OnboardYAML"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "OnboardTerminalTests", dependencies: ["OnboardTerminal", "OnboardKit", "OnboardYAML"]),
    .testTarget(name: "OnboardReportTests", dependencies: ["OnboardReport"], exclude: ["Golden", "Tools"]),
    .testTarget(
      name: "OnboardSimulationTests", dependencies: ["OnboardSimulation", "OnboardKit", "OnboardYAML"]),
    .testTarget(name: "OnboardCLITests", dependencies: ["OnboardKit", "onboard"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
