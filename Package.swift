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
    .library(name: "OnboardReport", targets: ["OnboardReport"]),
    .library(name: "OnboardSimulation", targets: ["OnboardSimulation"]),
    .library(name: "OnboardStore", targets: ["OnboardStore"]),
    .library(name: "OnboardCLI", targets: ["OnboardCLI"]),
    .executable(name: "onboard", targets: ["onboard"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CLibPQ",
      pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"])]
    ),
    .target(name: "OnboardKit"),
    .target(name: "OnboardStore", dependencies: ["OnboardKit", "CSQLite", "CLibPQ"]),
    .target(name: "OnboardYAML", dependencies: ["OnboardKit", "CYAML"]),
    .target(name: "OnboardFlowTests", dependencies: ["OnboardKit", "OnboardYAML"]),
    .target(name: "OnboardTesting", dependencies: ["OnboardKit", "OnboardYAML", "OnboardFlowTests"]),
    .target(name: "OnboardTerminal", dependencies: ["OnboardKit"]),
    .target(name: "OnboardReport", dependencies: ["OnboardKit", "OnboardStore"]),
    .target(name: "OnboardSimulation", dependencies: ["OnboardKit", "OnboardYAML"]),
    .target(
      name: "OnboardCLI",
      dependencies: [
        "OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardSimulation", "OnboardReport", "OnboardStore",
        "OnboardFlowTests",
      ]),
    .executableTarget(name: "onboard", dependencies: ["OnboardCLI"]),
    .executableTarget(name: "onboard-store-load", dependencies: ["OnboardKit", "OnboardStore"]),
    // A tool given two models named `User`, for OnboardCLITests' start-up refusal test.
    .executableTarget(
      name: "onboard-model-clash", dependencies: ["OnboardCLI", "OnboardKit"],
      path: "Tests/Fixtures/onboard-model-clash"),
    .executableTarget(
      name: "onboard-bench",
      dependencies: [
        "OnboardKit", "OnboardYAML", "OnboardTerminal", "OnboardSimulation", "OnboardReport", "OnboardStore",
        "OnboardFlowTests",
      ]),
    .testTarget(
      name: "OnboardKitTests", dependencies: ["OnboardKit", "OnboardYAML", "OnboardTesting"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "OnboardYAMLTests", dependencies: ["OnboardYAML"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "OnboardTerminalTests", dependencies: ["OnboardTerminal", "OnboardKit", "OnboardYAML"]),
    .testTarget(
      name: "OnboardReportTests",
      dependencies: ["OnboardReport", "OnboardStore", "OnboardSimulation", "OnboardKit", "OnboardYAML"],
      exclude: ["Golden", "Tools"]),
    .testTarget(
      name: "OnboardSimulationTests", dependencies: ["OnboardSimulation", "OnboardKit", "OnboardYAML"]),
    .testTarget(
      name: "OnboardStoreTests", dependencies: ["OnboardStore", "OnboardKit", "onboard-store-load"]),
    .testTarget(
      name: "OnboardFlowTestsTests",
      dependencies: ["OnboardFlowTests", "OnboardTesting", "OnboardKit", "OnboardYAML"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "OnboardCLITests",
      dependencies: ["OnboardKit", "OnboardStore", "OnboardCLI", "onboard", "onboard-model-clash"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
