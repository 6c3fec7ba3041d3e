#!/usr/bin/env bash
# `make bench` (and alone): times `onboard simulate` writing USERS people of
# Flows/personas/signup.yaml into a fresh SQLite file (release build), then
# exports the same rows as CSV, makes an empty store with the same schema and
# indexes, and times the sqlite3 shell's `.import` of the CSV into it. It
# runs ROUNDS rounds (3 unless told), each a simulation into a fresh file
# then an .import into a fresh empty store; Benchmarks/rounds.py prints every
# round's times and the ratio of the medians (target: at most 1.0x, issue 18:
# the rollups kept within the time .import takes for the events alone), and
# writes one JSON line, with the highest peak memory of `onboard simulate`,
# to Benchmarks/out/results/simulate.json.
#
#   ./Benchmarks/simulate.sh                 # 1,000,000 people, seed 1, default threads, 3 rounds
#   USERS=100000 THREADS=1 ROUNDS=1 ./Benchmarks/simulate.sh
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
rounds=${ROUNDS:-3}
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
source "$root/Benchmarks/import-round.sh"
# shellcheck disable=SC2206  # $threads is empty or two words
simulate=("$onboard" simulate Flows/signup.yaml --seed 1 --persona Flows/personas/signup.yaml $threads)

simulated=()
imported=()
peak_kb=0
for round in $(seq 1 "$rounds"); do
  echo "== round $round of $rounds: onboard simulate, $users people into a fresh SQLite file" >&2
  rm -f "$out"/simulated.sqlite*
  start=$(now)
  /usr/bin/time -f '%M' -o "$out/peak-kb" "${simulate[@]}" --users "$users" --db "$out/simulated.sqlite" 2>"$out/simulate.log" \
    || { cat "$out/simulate.log" >&2; exit 1; }
  simulated+=("$(awk "BEGIN { print $(now) - $start }")")
  cat "$out/simulate.log" >&2
  peak_kb=$(( $(cat "$out/peak-kb") > peak_kb ? $(cat "$out/peak-kb") : peak_kb ))

  echo "== round $round of $rounds: the same rows as CSV, sqlite3 .import into an empty store" >&2
  imported+=("$(timed_import "$out/simulated.sqlite")")
done

rows=$(sqlite3 "$out/simulated.sqlite" "SELECT COUNT(*) FROM events")
rows_imported=$(sqlite3 "$out/imported.sqlite" "SELECT COUNT(*) FROM events")
[ "$rows" = "$rows_imported" ] || { echo "simulate.sh: $rows rows simulated but $rows_imported imported" >&2; exit 1; }
python3 Benchmarks/rounds.py simulate "onboard simulate --db fresh.sqlite" "$users" "$rows" "${simulated[*]}" \
  "${imported[*]}" "$results/simulate.json" peakMemoryMB="$(awk "BEGIN { print $peak_kb / 1024 }")" \
  peoplePerSecond="$(python3 -c "import statistics, sys; print($users / statistics.median(map(float, sys.argv[1:])))" ${simulated[*]})"
echo "  peak memory of onboard simulate: $(( peak_kb / 1024 )) MB" >&2
if [ -z "${KEEP:-}" ]; then
  rm -f "$out"/imported.sqlite* "$out/rows.csv"
  [ -n "${KEEP_DB:-}" ] || rm -f "$out"/simulated.sqlite*
fi
