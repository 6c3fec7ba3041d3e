#!/usr/bin/env bash
# `make bench` (and alone): times `onboard simulate` writing USERS people of
# Flows/personas/signup.yaml into a fresh SQLite file (release build), then
# exports the same rows as CSV, makes an empty store with the same schema and
# indexes, and times the sqlite3 shell's `.import` of the CSV into it. Prints
# both times, their ratio (target: at most 1.0x, issue 18: the rollups kept
# within the time .import takes for the events alone), people per second and the
# peak memory of `onboard simulate`, and writes one JSON line to
# Benchmarks/out/results/simulate.json.
#
#   ./Benchmarks/simulate.sh                 # 1,000,000 people, seed 1, default threads
#   USERS=100000 THREADS=1 ./Benchmarks/simulate.sh
#
# Everything goes under Benchmarks/out/simulate/ (ignored by git); the databases and
# the CSV (about 7 GB for a million people) are removed at the end unless KEEP=1;
# KEEP_DB=1 keeps only the simulated file, simulated.sqlite (make bench runs the
# report over it). BENCH_BUILT=1 (set by run.sh) skips the release build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out/simulate"
results=${RESULTS:-"$root/Benchmarks/out/results"}
users=${USERS:-1000000}
threads=${THREADS:+--threads $THREADS}
cd "$root"
for tool in sqlite3 swift /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "simulate.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done
if [ -z "${BENCH_BUILT:-}" ]; then
  echo "== build onboard (release)" >&2
  swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
fi
onboard="$root/.build/release/onboard"
rm -rf "$out" && mkdir -p "$out" "$results"
now() { date +%s.%N; }
# shellcheck disable=SC2206  # $threads is empty or two words
simulate=("$onboard" simulate Flows/signup.yaml --seed 1 --persona Flows/personas/signup.yaml $threads)

echo "== onboard simulate: $users people into a fresh SQLite file" >&2
start=$(now)
/usr/bin/time -f '%M' -o "$out/peak-kb" "${simulate[@]}" --users "$users" --db "$out/simulated.sqlite" 2>"$out/simulate.log" \
  || { cat "$out/simulate.log" >&2; exit 1; }
simulated=$(awk "BEGIN { print $(now) - $start }")
cat "$out/simulate.log" >&2

echo "== the same rows as CSV, and sqlite3 .import into an empty store" >&2
sqlite3 -csv "$out/simulated.sqlite" "SELECT * FROM events ORDER BY id" > "$out/rows.csv"
"${simulate[@]}" --users 0 --db "$out/imported.sqlite" 2>/dev/null   # the same schema and indexes, no rows
start=$(now)
sqlite3 "$out/imported.sqlite" ".mode csv" ".import $out/rows.csv events"
imported=$(awk "BEGIN { print $(now) - $start }")

rows=$(sqlite3 "$out/simulated.sqlite" "SELECT COUNT(*) FROM events")
rows_imported=$(sqlite3 "$out/imported.sqlite" "SELECT COUNT(*) FROM events")
[ "$rows" = "$rows_imported" ] || { echo "simulate.sh: $rows rows simulated but $rows_imported imported" >&2; exit 1; }
peak_kb=$(cat "$out/peak-kb")
awk -v u="$users" -v r="$rows" -v s="$simulated" -v i="$imported" -v m="$peak_kb" -v f="$results/simulate.json" 'BEGIN {
  ratio = s / i
  printf "\nsimulate: %d people, %d rows\n", u, r
  printf "  onboard simulate --db fresh.sqlite: %7.2f s  (%d people/s, %d rows/s, peak %.0f MB)\n", s, u / s, r / s, m / 1024
  printf "  sqlite3 .import of the same CSV:    %7.2f s  (%d rows/s)\n", i, r / i
  printf "  ratio simulate / import:            %7.2f  (target <= 1.0: %s)\n", ratio, ratio <= 1.0 ? "ok" : "MISSED"
  printf "{\"name\":\"simulate\",\"size\":%d,\"rows\":%d,\"seconds\":%.3f,\"importSeconds\":%.3f,\"ratio\":%.3f,\"peoplePerSecond\":%.0f,\"peakMemoryMB\":%.1f}\n", u, r, s, i, ratio, u / s, m / 1024 > f
}'
# The files take about 7 GB at a million people; KEEP=1 leaves them for a look.
if [ -z "${KEEP:-}" ]; then
  rm -f "$out"/imported.sqlite* "$out/rows.csv"
  [ -n "${KEEP_DB:-}" ] || rm -f "$out"/simulated.sqlite*
fi
