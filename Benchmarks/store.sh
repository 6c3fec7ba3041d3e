#!/usr/bin/env bash
# `make bench-store`: bulk-inserts synthetic events into a new SQLite store
# through OnboardStore's bulk writer (release build), then imports the same
# rows, written as CSV, into another new store with the sqlite3 shell's
# `.import`, and prints both times and their ratio (the simulator's target:
# at most 1.5x).
#
#   ./Benchmarks/store.sh                       # 125,000 sessions x 8 events = 1,000,000 rows
#   SESSIONS=1250000 BATCH=100000 ./Benchmarks/store.sh
#
# Everything goes under Benchmarks/out/store/ (ignored by git).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out/store"
sessions=${SESSIONS:-125000}
batch=${BATCH:-50000}
cd "$root"
command -v sqlite3 >/dev/null || { echo "store.sh: sqlite3 is missing (apt-get install sqlite3)" >&2; exit 1; }
swift build -c release --static-swift-stdlib --product onboard-store-load >/dev/null
load="$root/.build/release/onboard-store-load"
rm -rf "$out" && mkdir -p "$out"

now() { date +%s.%N; }

start=$(now)
"$load" "$out/bulk.sqlite" --sessions "$sessions" --steps 3 --bulk "$batch" 2>/dev/null
bulk=$(awk "BEGIN { print $(now) - $start }")

"$load" "$out/import.sqlite" --sessions 0 2>/dev/null       # an empty store: the same schema and indexes
"$load" --csv "$out/rows.csv" --sessions "$sessions" --steps 3 2>/dev/null
start=$(now)
sqlite3 "$out/import.sqlite" ".mode csv" ".import $out/rows.csv events"
import=$(awk "BEGIN { print $(now) - $start }")

rows=$(sqlite3 "$out/bulk.sqlite" "SELECT COUNT(*) FROM events")
imported=$(sqlite3 "$out/import.sqlite" "SELECT COUNT(*) FROM events")
printf 'rows: %s (bulk) %s (import)\n' "$rows" "$imported"
awk -v r="$rows" -v b="$bulk" -v i="$import" 'BEGIN {
  printf "OnboardStore bulk writer: %6.2f s  (%d rows/s)\n", b, r / b
  printf "sqlite3 .import of CSV:   %6.2f s  (%d rows/s)\n", i, r / i
  printf "ratio bulk / import:      %6.2f  (target <= 1.5)\n", b / i
}'
