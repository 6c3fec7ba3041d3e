#!/usr/bin/env bash
# `make bench-report`: `onboard report --format json` over a SQLite store of
# 10 million simulated events, against the sqlite3 shell running the very same
# GROUP BY queries on the same file, and DuckDB (the peer of issue 18) asked for
# the report's core counts over the same events, exported as CSV into its own table
# (Benchmarks/report-duckdb-counts.py: only its queries are timed). Prints the median wall and CPU time of ROUNDS
# interleaved runs of each and their peak memory (GNU time's maximum resident set size),
# and the peak memory of one `--format html` run (its lift chart reads every exposed person).
#
#   ./Benchmarks/report-bench.sh                    # 10,000,000 events, seed 1, 3 rounds
#   EVENTS=1000000 ROUNDS=5 ./Benchmarks/report-bench.sh
#   DB=FILE ROUNDS=1 WARMUP=0 ./Benchmarks/report-bench.sh   # an existing store (make bench:
#                                                   # the one simulate.sh just wrote)
#
# WARMUP=0 reads the file once with cat (into the page cache) instead of an
# untimed run of each command. Writes Benchmarks/out/results/report.json for
# Benchmarks/summary.py. BENCH_BUILT=1 (set by run.sh) skips the release build.
#
# The store is made once (simulated people of Flows/personas/signup.yaml
# through the real runner, written with the store's bulk writer) and kept in
# Benchmarks/out/report/ (ignored by git) for the next run; so are the CSV
# and the DuckDB venv. Every timed run reads a file already in the page cache
# (one untimed warm-up run each). Needs sqlite3, GNU time; with DUCKDB=1 also
# python3 with venv and PyPI for the DuckDB reference row (one run; slow on
# these queries at 10 million rows, see docs/performance.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out/report"
results=${RESULTS:-"$root/Benchmarks/out/results"}
warmup=${WARMUP:-1}
events=${EVENTS:-10000000}
seed=${SEED:-1}
rounds=${ROUNDS:-3}
duckdb_version=${DUCKDB_VERSION:-2.0.1}
flow="$root/Flows/signup.yaml"
persona="$root/Flows/personas/signup.yaml"
mkdir -p "$out" "$results"
cd "$root"

for tool in sqlite3 python3 swift /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "report-bench.sh: '$tool' is missing" >&2; exit 1; }
done

if [ -z "${BENCH_BUILT:-}" ]; then
  echo "== build (release)" >&2
  swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
  swift build -c release --static-swift-stdlib --product onboard-bench 2>&1 | tail -n 1 >&2
fi
onboard="$root/.build/release/onboard"
bench="$root/.build/release/onboard-bench"

db=${DB:-"$out/events-$events-seed$seed.sqlite"}
if [ -n "${DB:-}" ]; then
  [ -f "$db" ] || { echo "report-bench.sh: no store at $db" >&2; exit 1; }
elif [ ! -f "$db" ]; then
  echo "== fill $db with $events simulated events" >&2
  rm -f "$db.tmp" "$db.tmp-wal" "$db.tmp-shm"
  "$bench" report --mode fill --db "$db.tmp" --flow "$flow" --persona "$persona" --events "$events" --seed "$seed" >&2
  mv "$db.tmp" "$db"
fi
rows=$(sqlite3 "$db" "SELECT COUNT(*) FROM events")
echo "== $db: $rows events, $(du -m "$db" | cut -f1) MB" >&2

# The report's own queries, with .parameter set for $1 and $2, per experiment.
"$bench" report --mode sql --db "$db" --flow "$flow" 2> "$out/queries.sql" >/dev/null

python="$out/venv/bin/python"
have_duckdb=
if [ "${DUCKDB:-0}" != 1 ]; then
  echo "report-bench.sh: DuckDB reference off (DUCKDB=1 turns it on; see docs/performance.md)" >&2
elif { [ -x "$python" ] || python3 -m venv "$out/venv" >&2; } \
  && { "$python" -c "import duckdb, sys; sys.exit(duckdb.__version__ != '$duckdb_version')" 2>/dev/null \
    || "$out/venv/bin/pip" install --quiet --disable-pip-version-check "duckdb==$duckdb_version" >&2; }; then
  have_duckdb=yes
else
  echo "report-bench.sh: no DuckDB (python3-venv missing or PyPI unreachable); skipping its row" >&2
fi

# A store given with DB= may have been written again since (make bench simulates
# it afresh each run): its export is made again each time.
csv="$out/events-$events-seed$seed.csv"
[ -z "${DB:-}" ] || { csv="$db.csv"; rm -f "$csv"; }
if [ -n "$have_duckdb" ] && [ ! -f "$csv" ]; then
  echo "== export $csv" >&2
  sqlite3 -csv -header "$db" "SELECT * FROM events" > "$csv.tmp"
  mv "$csv.tmp" "$csv"
fi

# One untimed warm-up run of each, then ROUNDS rounds that run each command
# once in turn (so load from other processes falls on all of them alike);
# GNU time appends "wall user sys maxKB" to $out/NAME.times.
onboard_cmd=("$onboard" report --flow signup --db "$db" --flow-file "$flow" --format json)
html_cmd=("$onboard" report --flow signup --db "$db" --flow-file "$flow" --format html)
sqlite_cmd=(sh -c "sqlite3 '$db' < '$out/queries.sql'")
duckdb_cmd=("$python" Benchmarks/report-duckdb-counts.py "$csv" signup)
names=(onboard sqlite3)
command_of() {
  case $1 in
    onboard) printf '%s\0' "${onboard_cmd[@]}" ;;
    sqlite3) printf '%s\0' "${sqlite_cmd[@]}" ;;
    duckdb) printf '%s\0' "${duckdb_cmd[@]}" ;;
  esac
}
for name in "${names[@]}"; do : > "$out/$name.times"; done
if [ "$warmup" = 0 ]; then
  echo "== time ($rounds interleaved rounds; the file read into the page cache first)" >&2
  cat "$db" > /dev/null
else
  echo "== time ($rounds interleaved rounds, after a warm-up of each)" >&2
  for name in "${names[@]}"; do
    mapfile -d '' cmd < <(command_of "$name")
    "${cmd[@]}" >/dev/null
  done
fi
for _ in $(seq "$rounds"); do
  for name in "${names[@]}"; do
    mapfile -d '' cmd < <(command_of "$name")
    /usr/bin/time -f "%e %U %S %M" -a -o "$out/$name.times" "${cmd[@]}" > "$out/$name.out"
  done
done
mv "$out/onboard.out" "$out/report.json"
# The HTML report (its lift chart reads every exposed person) once, for its peak memory.
/usr/bin/time -f "%e %U %S %M" -o "$out/html.times" "${html_cmd[@]}" > "$out/report.html"
# DuckDB loads the CSV into its table each time (untimed inside): one run.
rm -f "$out/duckdb.times" "$out/duckdb.json"
if [ -n "$have_duckdb" ]; then
  echo "== DuckDB $duckdb_version (one run)" >&2
  /usr/bin/time -f "%e %U %S %M" -o "$out/duckdb.times" "${duckdb_cmd[@]}" > "$out/duckdb.json"
fi
python3 - "$out" "$rows" "$rounds" "$results/report.json" "$warmup" <<'PY'
import json, os, statistics, sys
folder, rows, rounds, result, warmup = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5] != "0"
def read(name):
    path = os.path.join(folder, name + ".times")
    if not os.path.exists(path):
        return None
    runs = [line.split() for line in open(path) if line.strip() and line[0].isdigit()]
    if not runs:
        return None
    wall = statistics.median(float(r[0]) for r in runs)
    cpu = statistics.median(float(r[1]) + float(r[2]) for r in runs)
    return wall, max(int(r[3]) for r in runs) / 1024, cpu
onboard, sqlite, duck, html = read("onboard"), read("sqlite3"), read("duckdb"), read("html")
first = "a warm-up run of each" if warmup else "reading the file into the page cache"
print(f"\nreport over {rows:,} events (SQLite file), median of {rounds} interleaved runs after {first} "
      f"(DuckDB: one run), {os.cpu_count()} CPUs")
print(f"{'':52} {'wall':>9} {'CPU':>9} {'peak RSS':>10}   comparison (wall; CPU)")
print(f"{'sqlite3 shell, the same GROUP BY queries':52} {sqlite[0]:8.2f}s {sqlite[2]:8.2f}s {sqlite[1]:8.1f}MB   1.00x")
ratio = onboard[0] / sqlite[0]
verdict = "ok" if ratio <= 1.2 else "MISSED"
print(f"{'onboard report --format json':52} {onboard[0]:8.2f}s {onboard[2]:8.2f}s {onboard[1]:8.1f}MB   "
      f"{ratio:.2f}x; {onboard[2] / sqlite[2]:.2f}x (target <= 1.2: {verdict})")
memory = "ok" if onboard[1] < 100 else "MISSED"
print(f"{'':52} {'':9} {'':10}   peak {onboard[1]:.1f} MB (target < 100: {memory})")
if html:
    memory = "ok" if html[1] < 100 else "MISSED"
    print(f"{'onboard report --format html (one run)':52} {html[0]:8.2f}s {html[2]:8.2f}s {html[1]:8.1f}MB   "
          f"peak {html[1]:.1f} MB (target < 100: {memory})")
peer, same = None, True
if duck and os.path.exists(os.path.join(folder, "duckdb.json")):
    peer = json.load(open(os.path.join(folder, "duckdb.json")))
    seconds = peer["querySeconds"]
    ratio = onboard[0] / seconds
    verdict = "ok" if ratio <= 0.25 else "MISSED"
    print(f"{'DuckDB, the same counts in plain SQL (queries only)':52} {seconds:8.2f}s {'':9} {duck[1]:8.1f}MB   "
          f"onboard is {ratio:.2f}x of it (target <= 0.25: {verdict}); its CSV load {peer['loadSeconds']:.1f}s")
    report = json.load(open(os.path.join(folder, "report.json")))
    ours = {e["key"]: {v["id"]: {"users": v["users"], "conversions": v["conversions"]} for v in e["variants"]}
            for e in report["experiments"]}
    same = ours == peer["experiments"]
    print(f"{'':52} {'':9} {'':10}   exposed and converted people per variant: "
          f"{'identical' if same else 'DIFFER'}")
    if not same:
        print(f"onboard: {ours}\nDuckDB:  {peer['experiments']}")
with open(result, "w") as handle:
    json.dump({"name": "report", "events": rows, "rounds": int(rounds), "warmup": warmup,
               "seconds": onboard[0], "cpuSeconds": onboard[2], "peakMemoryMB": round(onboard[1], 1),
               "sqliteSeconds": sqlite[0], "sqliteCpuSeconds": sqlite[2], "sqlitePeakMemoryMB": round(sqlite[1], 1),
               "duckdbSeconds": peer["querySeconds"] if peer else None,
               "htmlSeconds": html[0] if html else None,
               "htmlPeakMemoryMB": round(html[1], 1) if html else None},
              handle)
    handle.write("\n")
if not same:
    sys.exit("report-bench.sh: the report's people or conversions differ from DuckDB's count")
PY
