#!/usr/bin/env bash
# `make bench`: the whole suite, each scenario against its peer on the same
# input in this one run, then one ratio table (Benchmarks/summary.py):
#
#   load      a generated 2,000-step flow: onboard-bench load (parse + decode +
#             check, as `onboard check`) vs libyaml's bare event scan (C) and
#             PyYAML's CSafeLoader
#   run       100,000 headless sessions through Flows/signup.yaml, one core
#   wizard    20,000 scripted keystrokes, each handled and the screen rendered
#   flow tests 1,000 cases of Flows/signup.tests.yaml; paths of a generated
#             flow with 20 independent branches (about a million paths, cut at
#             the 1,000-path limit) and of Flows/signup.yaml
#   assign    1,000,000 ids: onboard vs GrowthBook's Python SDK and two C loops
#             (Benchmarks/assign.sh)
#   simulate  1,000,000 people into a fresh SQLite file vs sqlite3 .import of
#             the same rows as CSV (Benchmarks/simulate.sh)
#   ingest    the event lines of those 1,000,000 people (`onboard ingest`) vs
#             sqlite3 .import of the same rows as CSV (Benchmarks/ingest.sh)
#   simulate into PostgreSQL  100,000 people (PG_USERS) into a throwaway
#             server vs psql \copy of the same rows (Benchmarks/simulate-postgres.sh)
#   track     1,000,000 outcomes from CSV (`onboard track --file`) vs sqlite3
#             .import of the same CSV (Benchmarks/track.sh)
#   report    `onboard report` over that same file (1,000,000 people, about
#             14.4 million events) vs the sqlite3 shell running the very same
#             GROUP BY queries (Benchmarks/report-bench.sh, one round each)
#
#   ./Benchmarks/run.sh
#   STEPS=4000 ROUNDS=10 USERS=100000 ./Benchmarks/run.sh    # smaller, quicker
#
# The release build is made once, first. Load figures are the median of
# ROUNDS rounds after an untimed warm-up (PyYAML: PY_ROUNDS, it takes a second
# a round). How cost grows with size is `make bench-scaling`
# (Benchmarks/scaling.sh). Everything goes under Benchmarks/out/ (ignored by
# git): JSON results in Benchmarks/out/results/, a venv for the Python peers;
# the multi-GB SQLite and CSV files are removed at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out"
results="$out/results"
steps=${STEPS:-2000}
rounds=${ROUNDS:-20}
py_rounds=${PY_ROUNDS:-5}
users=${USERS:-1000000}
ids=${IDS:-1000000}
pyyaml=${PYYAML_VERSION:-6.0.2}
mkdir -p "$out"
rm -rf "$results"
mkdir -p "$results"
cd "$root"

for tool in cc pkg-config python3 swift sqlite3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "run.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done
free_gb=$(df -Pk "$out" | awk 'NR == 2 { print int($4 / 1048576) }')
if [ "$users" -ge 1000000 ] && [ "$free_gb" -lt 10 ]; then
  echo "run.sh: $free_gb GB free under $out; simulate and report need about 8 GB for a while" >&2
  exit 1
fi

started=$(date +%s)
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average $load_start" >&2

echo "== build (release, once)" >&2
swift build -c release --static-swift-stdlib --product onboard-bench 2>&1 | tail -n 1 >&2
swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
export BENCH_BUILT=1
bench="$root/.build/release/onboard-bench"
# A fresh build leaves hundreds of MB to write back; let that not compete with the timings.
sync

echo "== load: generate a flow of $steps steps, compile the libyaml scanner, PyYAML $pyyaml" >&2
flow="$out/flow-$steps.yaml"
python3 Benchmarks/gen-flow.py "$steps" > "$flow"
# shellcheck disable=SC2046  # pkg-config prints several words on purpose
cc -O2 -o "$out/libyaml-scan" Benchmarks/libyaml-scan.c $(pkg-config --cflags --libs yaml-0.1)
python="$out/venv/bin/python"
if { [ -x "$python" ] || python3 -m venv "$out/venv" >&2; } \
  && { "$python" -c "import yaml, sys; sys.exit(yaml.__version__ != '$pyyaml')" 2>/dev/null \
    || "$out/venv/bin/pip" install --quiet --disable-pip-version-check "PyYAML==$pyyaml" >&2; }; then
  have_pyyaml=yes
else
  have_pyyaml=
  echo "run.sh: no PyYAML (python3-venv missing or PyPI unreachable); skipping its row" >&2
fi

echo "== load: time ($rounds rounds each; PyYAML $py_rounds)" >&2
"$out/libyaml-scan" "$flow" "$rounds" > "$results/scan.json"
"$bench" load --flow "$flow" --rounds "$rounds" > "$results/load.json"
"$bench" load --flow "$flow" --rounds "$rounds" --pipeline off > "$results/load-one-thread.json"
"$bench" parse --flow "$flow" --rounds "$rounds" > "$results/parse.json"
"$bench" check --flow "$flow" --rounds "$rounds" > "$results/check.json"
if [ -n "$have_pyyaml" ]; then
  "$python" Benchmarks/pyyaml-load.py "$flow" "$py_rounds" > "$results/pyyaml.json"
fi
python3 Benchmarks/report.py "$results" "$rounds"

echo "== run: 100,000 headless sessions through Flows/signup.yaml" >&2
"$bench" run --flow Flows/signup.yaml --sessions 100000 --rounds 3 > "$results/run.json"
python3 - "$results/run.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
cpu_actions = r["actions"] / r["cpuSeconds"]
print(f"\nrunner, {r['size']:,} sessions on one core, median of 3 rounds ({r['seconds']:.2f} s wall, {r['cpuSeconds']:.2f} s CPU):")
print(f"  reducer transitions (actions: start, answer, submit…)  {r['actions']:>10,}  {r['actionRate']:>12,.0f}/s wall  {cpu_actions:>12,.0f}/s CPU")
print(f"  step-to-step moves                                     {r['transitions']:>10,}  {r['rate']:>12,.0f}/s wall  {r['cpuRate']:>12,.0f}/s CPU")
PY

echo "== wizard keystrokes" >&2
"$bench" wizard --flow Flows/signup.yaml > "$results/wizard.json"

echo "== flow tests and paths" >&2
"$bench" flowtests --tests Flows/signup.tests.yaml --cases 1000 > "$results/flowtests.json"
"$bench" paths --branches 20 > "$results/paths-branches.json"
"$bench" paths --flow Flows/signup.yaml > "$results/paths-signup.json"

echo "== start-up: onboard run to its first prompt, 20 times" >&2
python3 - "$root/.build/release/onboard" > "$results/startup.json" <<'PY'
import json, statistics, subprocess, sys, time
# Plain mode writes the first step's prompt, reads the end of input and
# exits 1: loading, checking, assignment and the first screen, timed whole.
command = [sys.argv[1], "run", "Flows/signup.yaml", "--plain", "--no-store", "--user-id", "bench"]
times = []
for _ in range(20):
    start = time.perf_counter()
    done = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    times.append(time.perf_counter() - start)
    if "Step 1 of" not in done.stderr:
        sys.exit(f"no first prompt: {done.stderr[-500:]}")
print(json.dumps({"name": "startup", "runs": len(times), "millisecondsMedian": statistics.median(times) * 1e3,
                  "millisecondsMax": max(times) * 1e3}))
PY

echo "== assign: $ids ids" >&2
./Benchmarks/assign.sh "$ids"

echo "== simulate: $users people into SQLite against sqlite3 .import" >&2
db="$out/simulate/simulated.sqlite"
USERS=$users KEEP_DB=1 ./Benchmarks/simulate.sh
trap 'rm -f "$db" "$db-wal" "$db-shm"' EXIT

echo "== ingest: the event lines of $users people against sqlite3 .import" >&2
USERS=$users ./Benchmarks/ingest.sh

echo "== simulate into PostgreSQL: ${PG_USERS:-100000} people against psql \\copy" >&2
USERS=${PG_USERS:-100000} ./Benchmarks/simulate-postgres.sh

echo "== track: 1,000,000 outcomes from CSV against sqlite3 .import" >&2
OUTCOMES=${OUTCOMES:-1000000} ./Benchmarks/track.sh

echo "== report over the database simulate just wrote" >&2
# DuckDB (PyPI) is the report's peer here (DUCKDB=0 leaves it out): it loads a CSV export of the store.
DUCKDB=${DUCKDB:-1} DB=$db ROUNDS=1 WARMUP=0 ./Benchmarks/report-bench.sh
rm -f "$db" "$db-wal" "$db-shm" "$db.csv"

load_end=$(cut -d' ' -f1-3 /proc/loadavg)
python3 - "$results/machine.json" "$load_start" "$load_end" "$(( $(date +%s) - started ))" <<'PY'
import json, os, platform, sys
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
json.dump({"cpus": os.cpu_count(), "cpu": cpu, "loadStart": sys.argv[2], "loadEnd": sys.argv[3],
           "seconds": int(sys.argv[4]), "date": __import__("datetime").datetime.now(
               __import__("datetime").timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}, open(sys.argv[1], "w"))
PY
verdicts=0
python3 Benchmarks/summary.py "$results" || verdicts=$?
echo "(the suite took $(( $(date +%s) - started )) s, the release build included; JSON in $results)"
exit "$verdicts"  # 1 when a target was missed
