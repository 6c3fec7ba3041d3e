#!/usr/bin/env bash
# Times YAMLParser against libyaml's bare event scan on the same generated flow.
#
#   bash Benchmarks/yaml-parse.sh [STEPS] [ROUNDS]     # defaults: 2000 steps, 20 rounds
#
# Writes everything under Benchmarks/out/ (ignored by git): the flow, the C
# scanner, and a throwaway release-built package that links OnboardYAML.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out"
steps=${1:-2000}
rounds=${2:-20}
mkdir -p "$out/yaml-bench/Sources/yaml-bench"

python3 "$root/Benchmarks/gen-flow.py" "$steps" > "$out/flow.yaml"
cc -O2 "$root/Benchmarks/libyaml-scan.c" -lyaml -o "$out/libyaml-scan"

cat > "$out/yaml-bench/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "yaml-bench",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "yaml-bench",
      dependencies: [.product(name: "OnboardYAML", package: "$(basename "$root")")])
  ]
)
SWIFT
cat > "$out/yaml-bench/Sources/yaml-bench/main.swift" <<'SWIFT'
import OnboardYAML

let path = CommandLine.arguments[1]
let rounds = Int(CommandLine.arguments[2]) ?? 20
var times: [Duration] = []
var kept: [YAMLNode] = []  // trees are freed after the timing, not inside it
for _ in 0..<rounds {
  let clock = ContinuousClock()
  let start = clock.now
  let root = try YAMLParser.parseFile(atPath: path)
  times.append(clock.now - start)
  kept = [root]
}
times.sort()
func ms(_ d: Duration) -> String {
  let hundredths = Int(((Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1e5).rounded())
  return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) ms"
}
print("YAMLParser.parseFile: best \(ms(times[0])), median \(ms(times[rounds / 2]))")
SWIFT

swift build -c release --package-path "$out/yaml-bench" 2>&1 | tail -1
"$out/yaml-bench/.build/release/yaml-bench" "$out/flow.yaml" "$rounds"
"$out/libyaml-scan" "$out/flow.yaml" "$rounds"
