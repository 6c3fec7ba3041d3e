#!/usr/bin/env bash
# `make bench`: times `onboard-bench load` (parse + decode + check, as `onboard
# check` does) against libyaml's bare event scan and PyYAML's CSafeLoader on the
# same generated flow, and prints a table with the ratios and their targets,
# then how load time grows with the flow's size.
#
#   ./Benchmarks/run.sh                      # 2,000 steps, 20 rounds, then the scaling table
#   STEPS=4000 ROUNDS=10 SCALING= ./Benchmarks/run.sh
#
# Every figure is the median of ROUNDS timed rounds after one untimed warm-up
# round; each round reads the file. Everything it makes goes under
# Benchmarks/out/ (ignored by git): the flows, the C scanner, a venv with
# PyYAML, and one JSON line per measurement in Benchmarks/out/results/.
# Needs a C compiler, pkg-config, libyaml-dev, python3 with venv, and PyPI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out"
results="$out/results"
steps=${STEPS:-2000}
rounds=${ROUNDS:-20}
scaling=${SCALING-500 1000 2000 4000}
pyyaml=${PYYAML_VERSION:-6.0.2}
mkdir -p "$out"
rm -rf "$results"
mkdir -p "$results"
cd "$root"

for tool in cc pkg-config python3 swift; do
  command -v "$tool" >/dev/null || { echo "run.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done

echo "== build (release)" >&2
swift build -c release --product onboard-bench 2>&1 | tail -n 1 >&2
bench="$root/.build/release/onboard-bench"

echo "== generate a flow of $steps steps" >&2
flow="$out/flow-$steps.yaml"
python3 Benchmarks/gen-flow.py "$steps" > "$flow"

echo "== compile the libyaml scanner" >&2
# shellcheck disable=SC2046  # pkg-config prints several words on purpose
cc -O2 -o "$out/libyaml-scan" Benchmarks/libyaml-scan.c $(pkg-config --cflags --libs yaml-0.1)

echo "== PyYAML $pyyaml in $out/venv" >&2
python="$out/venv/bin/python"
if { [ -x "$python" ] || python3 -m venv "$out/venv" >&2; } \
  && { "$python" -c "import yaml, sys; sys.exit(yaml.__version__ != '$pyyaml')" 2>/dev/null \
    || "$out/venv/bin/pip" install --quiet --disable-pip-version-check "PyYAML==$pyyaml" >&2; }; then
  have_pyyaml=yes
else
  have_pyyaml=
  echo "run.sh: no PyYAML (python3-venv missing or PyPI unreachable); skipping its row" >&2
fi

echo "== time ($rounds rounds each)" >&2
"$out/libyaml-scan" "$flow" "$rounds" > "$results/scan.json"
"$bench" load --flow "$flow" --rounds "$rounds" > "$results/load.json"
"$bench" load --flow "$flow" --rounds "$rounds" --pipeline off > "$results/load-one-thread.json"
"$bench" parse --flow "$flow" --rounds "$rounds" > "$results/parse.json"
"$bench" check --flow "$flow" --rounds "$rounds" > "$results/check.json"
if [ -n "$have_pyyaml" ]; then
  "$python" Benchmarks/pyyaml-load.py "$flow" "$rounds" > "$results/pyyaml.json"
fi

for n in $scaling; do
  echo "== scaling: $n steps" >&2
  python3 Benchmarks/gen-flow.py "$n" > "$out/flow-$n.yaml"
  "$out/libyaml-scan" "$out/flow-$n.yaml" "$rounds" > "$results/scaling-$n-scan.json"
  "$bench" load --flow "$out/flow-$n.yaml" --rounds "$rounds" > "$results/scaling-$n-load.json"
  "$bench" load --flow "$out/flow-$n.yaml" --rounds "$rounds" --pipeline off > "$results/scaling-$n-load-one-thread.json"
done

python3 Benchmarks/report.py "$results" "$rounds" $scaling

echo "== runner: headless sessions through Flows/signup.yaml" >&2
"$bench" run --flow Flows/signup.yaml --sessions 100000 --rounds 3 > "$results/run.json"
python3 - "$results/run.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
def verdict(rate):
    return "ok" if rate >= 1e6 else "MISSED"
actions = r["actionRate"]
print(f"\nrunner, {r['size']:,} sessions on one core ({r['seconds']:.2f} s wall, {r['cpuSeconds']:.2f} s CPU):")
print(f"  reducer transitions (actions: start, answer, submit…)  {r['actions']:>10,}  {actions:>12,.0f}/s (target >= 1,000,000: {verdict(actions)})")
print(f"  step-to-step moves                                     {r['transitions']:>10,}  {r['rate']:>12,.0f}/s wall, {r['cpuRate']:,.0f}/s CPU ({verdict(r['rate'])} against the same target)")
PY

echo "== wizard keystrokes" >&2
"$bench" wizard --flow Flows/signup.yaml > "$results/wizard.json"
python3 - "$results/wizard.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
verdict = "ok" if r["microsecondsPerKey"] < 2000 else "MISSED"
print(f"wizard: {r['microsecondsPerKey']:.1f} µs per keystroke, handled and the 80-column screen rendered (target < 2 ms: {verdict})")
PY

echo "== bulk assignment" >&2
./Benchmarks/assign.sh 1000000

echo "== report over 10 million events (the store is made once, then kept)" >&2
./Benchmarks/report-bench.sh

echo "== simulate: 1,000,000 people into SQLite against sqlite3 .import" >&2
./Benchmarks/simulate.sh
