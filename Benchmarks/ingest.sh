#!/usr/bin/env bash
# `make bench` (and alone): writes the event lines of USERS simulated people
# of Flows/personas/signup.yaml (`onboard simulate --no-store --events`, the
# lines an app writes with OnboardKit's EventLineEncoder), then times
# `onboard ingest` of that file into a fresh SQLite store (release build),
# exports the rows it stored as CSV and times the sqlite3 shell's `.import`
# of that CSV into an empty store with the same schema and indexes. It runs
# ROUNDS rounds (3 unless told), each an ingest into a fresh file then an
# .import into a fresh empty store, so that both see the same state of this
# shared machine (one round's times vary by 10 % from one run to the next);
# Benchmarks/rounds.py prints every round's times and the ratio of the
# medians (target: at most 1.0x), and writes one JSON line to
# Benchmarks/out/results/ingest.json.
#
#   ./Benchmarks/ingest.sh                  # 1,000,000 people (about 17.6 million events), 3 rounds
#   USERS=100000 ROUNDS=1 ./Benchmarks/ingest.sh
#
# Everything goes under Benchmarks/out/ingest/ (ignored by git; about 6 GB at
# a million people) and is removed at the end unless KEEP=1. BENCH_BUILT=1
# (set by run.sh) skips the release build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/Benchmarks/out/ingest"
results=${RESULTS:-"$root/Benchmarks/out/results"}
users=${USERS:-1000000}
rounds=${ROUNDS:-3}
cd "$root"
for tool in sqlite3 swift; do
  command -v "$tool" >/dev/null || { echo "ingest.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done
if [ -z "${BENCH_BUILT:-}" ]; then
  echo "== build onboard (release)" >&2
  swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
fi
onboard="$root/.build/release/onboard"
rm -rf "$out" && mkdir -p "$out" "$results"
now() { date +%s.%N; }
source "$root/Benchmarks/import-round.sh"
simulate=("$onboard" simulate Flows/signup.yaml --seed 1 --persona Flows/personas/signup.yaml)

echo "== the event lines of $users simulated people" >&2
"${simulate[@]}" --users "$users" --no-store --events "$out/events.jsonl" 2>/dev/null

ingested=()
imported=()
for round in $(seq 1 "$rounds"); do
  echo "== round $round of $rounds: onboard ingest into a fresh SQLite file" >&2
  rm -f "$out"/ingested.sqlite*
  start=$(now)
  "$onboard" ingest "$out/events.jsonl" --db "$out/ingested.sqlite" >&2
  ingested+=("$(awk "BEGIN { print $(now) - $start }")")

  echo "== round $round of $rounds: the same rows as CSV, sqlite3 .import into an empty store" >&2
  imported+=("$(timed_import "$out/ingested.sqlite")")
done

lines=$(wc -l < "$out/events.jsonl")
rows=$(sqlite3 "$out/ingested.sqlite" "SELECT COUNT(*) FROM events")
rows_imported=$(sqlite3 "$out/imported.sqlite" "SELECT COUNT(*) FROM events")
[ "$rows" = "$lines" ] && [ "$rows" = "$rows_imported" ] \
  || { echo "ingest.sh: $lines lines, $rows rows ingested, $rows_imported imported" >&2; exit 1; }
python3 Benchmarks/rounds.py ingest "onboard ingest events.jsonl" "$users" "$rows" "${ingested[*]}" "${imported[*]}" \
  "$results/ingest.json"
[ -n "${KEEP:-}" ] || rm -rf "$out"
