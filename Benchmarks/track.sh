#!/usr/bin/env bash
# `make bench` (and alone): times `onboard track --file` of OUTCOMES outcomes
# (CSV with the header user_id,event,value,time, as a billing export writes
# it) into an empty store (release build), then the sqlite3 shell's `.import`
# of the same CSV into an empty store's table of those four columns keyed
# like `outcomes` (the key that makes recording idempotent). Prints both times
# and their ratio (target: at most 1.0x) and writes one JSON line to
# Benchmarks/out/results/track.json.
#
#   ./Benchmarks/track.sh                  # 1,000,000 outcomes
#   OUTCOMES=100000 ./Benchmarks/track.sh
#
# Everything goes under Benchmarks/out/track/ (ignored by git) and is removed
# at the end unless KEEP=1. BENCH_BUILT=1 (set by run.sh) skips the release build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out/track"
results=${RESULTS:-"$root/Benchmarks/out/results"}
count=${OUTCOMES:-1000000}
cd "$root"
for tool in sqlite3 swift python3; do
  command -v "$tool" >/dev/null || { echo "track.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done
if [ -z "${BENCH_BUILT:-}" ]; then
  echo "== build onboard (release)" >&2
  swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
fi
onboard="$root/.build/release/onboard"
rm -rf "$out" && mkdir -p "$out" "$results"
now() { date +%s.%N; }

python3 - "$count" > "$out/outcomes.csv" <<'PY'
import random, sys, time
random.seed(1)
n = int(sys.argv[1])
out = sys.stdout
out.write("user_id,event,value,time\n")
for i in range(n):
    event = "purchased" if i % 3 else "activated"
    value = f"{random.randrange(100, 10000) / 100:.2f}" if event == "purchased" else ""
    when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(1_740_830_400 + random.randrange(60 * 86_400)))
    out.write(f"sim-1-{random.randrange(n)},{event},{value},{when}\n")
PY

echo "== onboard track --file: $count outcomes into an empty store" >&2
"$onboard" simulate Flows/signup.yaml --users 0 --seed 1 --db "$out/tracked.sqlite" 2>/dev/null
sync
start=$(now)
"$onboard" track --flow signup --file "$out/outcomes.csv" --db "$out/tracked.sqlite" >&2
tracked=$(awk "BEGIN { print $(now) - $start }")

echo "== sqlite3 .import of the same CSV into an empty store" >&2
"$onboard" simulate Flows/signup.yaml --users 0 --seed 1 --db "$out/imported.sqlite" 2>/dev/null
sqlite3 "$out/imported.sqlite" "CREATE TABLE imported (user_id TEXT NOT NULL, event TEXT NOT NULL, value TEXT,
  time TEXT NOT NULL, PRIMARY KEY (user_id, event, time, value)) WITHOUT ROWID"
sync
start=$(now)
sqlite3 "$out/imported.sqlite" ".import --csv --skip 1 $out/outcomes.csv imported"
imported=$(awk "BEGIN { print $(now) - $start }")

rows=$(sqlite3 "$out/tracked.sqlite" "SELECT COUNT(*) FROM outcomes")
rows_imported=$(sqlite3 "$out/imported.sqlite" "SELECT COUNT(*) FROM imported")
[ "$rows" = "$rows_imported" ] || { echo "track.sh: $rows outcomes tracked but $rows_imported imported" >&2; exit 1; }
awk -v n="$rows" -v t="$tracked" -v i="$imported" -v f="$results/track.json" 'BEGIN {
  ratio = t / i
  printf "\ntrack: %d outcomes\n", n
  printf "  onboard track --file:            %7.2f s  (%d outcomes/s)\n", t, n / t
  printf "  sqlite3 .import of the same CSV: %7.2f s  (%d rows/s)\n", i, n / i
  printf "  ratio track / import:            %7.2f  (target <= 1.0: %s)\n", ratio, ratio <= 1.0 ? "ok" : "MISSED"
  printf "{\"name\":\"track\",\"size\":%d,\"seconds\":%.3f,\"importSeconds\":%.3f,\"ratio\":%.3f}\n", n, t, i, ratio > f
}'
[ -n "${KEEP:-}" ] || rm -rf "$out"
