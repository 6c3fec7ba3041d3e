#!/usr/bin/env bash
# `make bench-scaling`: how cost grows with size, at three or more sizes of
# each input (release build), printed as Markdown tables for
# docs/performance.md:
#
#   flow size  load of generated flows of 500, 1,000, 2,000, 4,000 steps
#              against libyaml's scan of each
#   ids        onboard-bench assign (in memory, best of 3) and the C
#              GrowthBook-v2 loop at 100,000, 1,000,000, 10,000,000 ids
#   sessions   onboard-bench run at 10,000, 100,000, 1,000,000 sessions
#   people     Benchmarks/simulate.sh at 10,000, 100,000, 300,000 people
#              (make bench does 1,000,000)
#   events     Benchmarks/report-bench.sh at 1, 3 and 10 million events
#
#   ./Benchmarks/scaling.sh
#   ONLY="ids sessions" ./Benchmarks/scaling.sh       # some of them
#
# Takes about 6 minutes on two cores. Results go to
# Benchmarks/out/scaling/ (JSON) — not to Benchmarks/out/results/, which
# holds make bench's run. The report's stores (about 2 GB) are removed at the
# end unless KEEP=1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out"
results="$out/scaling"
only=${ONLY:-flow ids sessions people events}
flow_sizes=${FLOW_SIZES:-500 1000 2000 4000}
id_sizes=${ID_SIZES:-100000 1000000 10000000}
session_sizes=${SESSION_SIZES:-10000 100000 1000000}
people_sizes=${PEOPLE_SIZES:-10000 100000 300000}
event_sizes=${EVENT_SIZES:-1000000 3000000 10000000}
mkdir -p "$results"
cd "$root"
for tool in cc pkg-config python3 swift sqlite3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "scaling.sh: '$tool' is missing (make bench-scaling installs the Debian packages)" >&2; exit 1; }
done
wants() { [[ " $only " == *" $1 "* ]]; }

echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
echo "== build (release, once)" >&2
swift build -c release --static-swift-stdlib --product onboard-bench 2>&1 | tail -n 1 >&2
swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
export BENCH_BUILT=1
bench="$root/.build/release/onboard-bench"

if wants flow; then
  # shellcheck disable=SC2046  # pkg-config prints several words on purpose
  cc -O2 -o "$out/libyaml-scan" Benchmarks/libyaml-scan.c $(pkg-config --cflags --libs yaml-0.1)
  for n in $flow_sizes; do
    echo "== flow: $n steps" >&2
    python3 Benchmarks/gen-flow.py "$n" > "$out/flow-$n.yaml"
    "$out/libyaml-scan" "$out/flow-$n.yaml" 10 > "$results/flow-$n-scan.json"
    "$bench" load --flow "$out/flow-$n.yaml" --rounds 10 > "$results/flow-$n-load.json"
    "$bench" load --flow "$out/flow-$n.yaml" --rounds 10 --pipeline off > "$results/flow-$n-one-thread.json"
  done
fi

if wants ids; then
  cc -O2 -o "$out/fnv-loop" Benchmarks/fnv-loop.c
  for n in $id_sizes; do
    echo "== ids: $n" >&2
    "$bench" assign --ids "$n" --rounds 3 > "$results/ids-$n.json"
    "$out/fnv-loop" "$n" short > "$results/ids-$n-c.txt"
  done
fi

if wants sessions; then
  for n in $session_sizes; do
    echo "== sessions: $n" >&2
    "$bench" run --flow Flows/signup.yaml --sessions "$n" --rounds 3 > "$results/sessions-$n.json"
  done
fi

if wants people; then
  for n in $people_sizes; do
    echo "== people into SQLite: $n" >&2
    USERS=$n RESULTS="$results/people-$n" ./Benchmarks/simulate.sh > /dev/null
  done
fi

if wants events; then
  for n in $event_sizes; do
    echo "== report: $n events" >&2
    rounds=3
    [ "$n" -lt 10000000 ] || rounds=1
    EVENTS=$n ROUNDS=$rounds WARMUP=0 RESULTS="$results/events-$n" ./Benchmarks/report-bench.sh > /dev/null
  done
  [ -n "${KEEP:-}" ] || rm -f "$out"/report/events-*.sqlite*
fi

python3 - "$results" <<'PY'
import json, os, re, sys
folder = sys.argv[1]
env = lambda name, default: [int(n) for n in os.environ.get(name, default).split()]
def read(name):
    path = os.path.join(folder, name)
    return json.load(open(path)) if os.path.exists(path) else None
def linear(per_unit):
    spread = max(per_unit) / min(per_unit)
    return f"per-unit cost varies {spread:.2f}× from the smallest to the largest size"

print(f"\n### Flow size (load, median of 10 rounds)\n")
print("| steps | size | libyaml scan | load (2 threads) | ratio | µs/step | one thread | µs/step |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
per = []
for n in env("FLOW_SIZES", "500 1000 2000 4000"):
    s, l, o = read(f"flow-{n}-scan.json"), read(f"flow-{n}-load.json"), read(f"flow-{n}-one-thread.json")
    if not (s and l and o):
        continue
    per.append(o["seconds"] / n)
    print(f"| {n:,} | {l['size'] / 1048576:.2f} MB | {s['seconds'] * 1e3:.1f} ms | {l['seconds'] * 1e3:.1f} ms "
          f"| {l['seconds'] / s['seconds']:.2f}× | {l['seconds'] / n * 1e6:.1f} | {o['seconds'] * 1e3:.1f} ms "
          f"| {o['seconds'] / n * 1e6:.1f} |")
if per: print(f"\none thread: {linear(per)}")

print(f"\n### Ids (in-memory bulk assignment, best of 3; C loop best of 5)\n")
print("| ids | onboard ns/id | median ns/id | C GrowthBook v2 ns/id | onboard / C rate | peak MB |")
print("|---:|---:|---:|---:|---:|---:|")
per = []
for n in env("ID_SIZES", "100000 1000000 10000000"):
    r = read(f"ids-{n}.json")
    c = os.path.join(folder, f"ids-{n}-c.txt")
    if not r or not os.path.exists(c):
        continue
    c_ns = float(re.search(r"c growthbook v2 \w+: ([0-9.]+)", open(c).read()).group(1))
    per.append(r["minNsPerId"])
    print(f"| {n:,} | {r['minNsPerId']:.1f} | {r['nsPerId']:.1f} | {c_ns:.1f} | {c_ns / r['minNsPerId']:.2f}× "
          f"| {r['peakMemoryMB']:.0f} |")
if per: print(f"\n{linear(per)}")

print(f"\n### Sessions (runner, one core, median of 3)\n")
print("| sessions | actions | moves | wall | actions/s wall | actions/s CPU | moves/s CPU | peak MB |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
per = []
for n in env("SESSION_SIZES", "10000 100000 1000000"):
    r = read(f"sessions-{n}.json")
    if not r:
        continue
    per.append(r["cpuSeconds"] / r["actions"])
    print(f"| {n:,} | {r['actions']:,} | {r['transitions']:,} | {r['seconds']:.2f} s | {r['actionRate'] / 1e6:.2f} M "
          f"| {r['actions'] / r['cpuSeconds'] / 1e6:.2f} M | {r['cpuRate'] / 1e6:.2f} M | {r['peakMemoryMB']:.0f} |")
if per: print(f"\n{linear(per)}")

print(f"\n### People into SQLite (one run each)\n")
print("| people | rows | onboard simulate | sqlite3 .import | ratio | people/s | peak MB |")
print("|---:|---:|---:|---:|---:|---:|---:|")
per = []
for n in env("PEOPLE_SIZES", "10000 100000 300000"):
    r = read(f"people-{n}/simulate.json")
    if not r:
        continue
    per.append(r["seconds"] / r["rows"])
    print(f"| {n:,} | {r['rows']:,} | {r['seconds']:.2f} s | {r['importSeconds']:.2f} s | {r['ratio']:.2f}× "
          f"| {r['peoplePerSecond']:,.0f} | {r['peakMemoryMB']:.0f} |")
if per: print(f"\n{linear(per)}")

print(f"\n### Events (report, interleaved rounds after reading the file into the page cache)\n")
print("| events | rounds | onboard report | sqlite3 shell | ratio (wall) | ratio (CPU) | µs/event | peak MB (onboard / sqlite3) |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
per = []
for n in env("EVENT_SIZES", "1000000 3000000 10000000"):
    r = read(f"events-{n}/report.json")
    if not r:
        continue
    per.append(r["seconds"] / r["events"])
    print(f"| {r['events']:,} | {r['rounds']} | {r['seconds']:.2f} s | {r['sqliteSeconds']:.2f} s "
          f"| {r['seconds'] / r['sqliteSeconds']:.2f}× | {r['cpuSeconds'] / r['sqliteCpuSeconds']:.2f}× "
          f"| {r['seconds'] / r['events'] * 1e6:.2f} | {r['peakMemoryMB']:.0f} / {r['sqlitePeakMemoryMB']:.0f} |")
if per: print(f"\n{linear(per)}")
PY
