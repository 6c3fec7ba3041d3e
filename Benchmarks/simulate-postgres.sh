#!/usr/bin/env bash
# `make bench` (and alone): times `onboard simulate` writing USERS people of
# Flows/personas/signup.yaml into a fresh PostgreSQL database (release build;
# the bulk writer's batches go through COPY into a temporary table, then into
# `events` with the rollups, in one transaction a batch), then exports the same
# rows as CSV, makes a second database with the same schema and indexes, and
# times `psql \copy` of the CSV into its `events`. Prints both times and the
# rate of simulate as a share of \copy's (target: at least 0.5), and writes one
# JSON line to Benchmarks/out/results/simulate-postgres.json.
#
#   ./Benchmarks/simulate-postgres.sh              # 100,000 people
#   USERS=10000 ./Benchmarks/simulate-postgres.sh
#
# The server is ONBOARD_TEST_POSTGRES when set, else a throwaway one started by
# .ci/with-postgres (fsync off: the same for both sides). BENCH_BUILT=1 (set by
# run.sh) skips the release build. Files go under Benchmarks/out/simulate-postgres/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${ONBOARD_TEST_POSTGRES:-}" ]; then exec "$root/.ci/with-postgres" "$0" "$@"; fi
out="$root/Benchmarks/out/simulate-postgres"
results=${RESULTS:-"$root/Benchmarks/out/results"}
users=${USERS:-100000}
cd "$root"
for tool in psql swift; do
  command -v "$tool" >/dev/null || { echo "simulate-postgres.sh: '$tool' is missing (make bench installs the Debian packages)" >&2; exit 1; }
done
if [ -z "${BENCH_BUILT:-}" ]; then
  echo "== build onboard (release)" >&2
  swift build -c release --static-swift-stdlib --product onboard 2>&1 | tail -n 1 >&2
fi
onboard="$root/.build/release/onboard"
rm -rf "$out" && mkdir -p "$out" "$results"
now() { date +%s.%N; }
server=${ONBOARD_TEST_POSTGRES%/*}
for db in onboard_bench_sim onboard_bench_copy; do
  psql -q "$ONBOARD_TEST_POSTGRES" -c "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
done
simulate=("$onboard" simulate Flows/signup.yaml --seed 1 --persona Flows/personas/signup.yaml)
columns="time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail, data"

echo "== onboard simulate: $users people into a fresh PostgreSQL database" >&2
start=$(now)
"${simulate[@]}" --users "$users" --db "$server/onboard_bench_sim" 2>"$out/simulate.log" \
  || { cat "$out/simulate.log" >&2; exit 1; }
simulated=$(awk "BEGIN { print $(now) - $start }")
cat "$out/simulate.log" >&2

echo "== the same rows as CSV, and psql \\copy into an empty store" >&2
psql -q "$server/onboard_bench_sim" -c "\\copy (SELECT $columns FROM events ORDER BY id) TO '$out/rows.csv' CSV"
"${simulate[@]}" --users 0 --db "$server/onboard_bench_copy" 2>/dev/null   # the same schema and indexes, no rows
start=$(now)
psql -q "$server/onboard_bench_copy" -c "\\copy events ($columns) FROM '$out/rows.csv' CSV"
copied=$(awk "BEGIN { print $(now) - $start }")

rows=$(psql -tA "$server/onboard_bench_sim" -c "SELECT COUNT(*) FROM events")
rows_copied=$(psql -tA "$server/onboard_bench_copy" -c "SELECT COUNT(*) FROM events")
[ "$rows" = "$rows_copied" ] || { echo "simulate-postgres.sh: $rows rows simulated but $rows_copied copied" >&2; exit 1; }
awk -v u="$users" -v r="$rows" -v s="$simulated" -v c="$copied" -v f="$results/simulate-postgres.json" 'BEGIN {
  share = c / s
  printf "\nsimulate into PostgreSQL: %d people, %d rows\n", u, r
  printf "  onboard simulate --db postgres://…: %7.2f s  (%d people/s, %d rows/s)\n", s, u / s, r / s
  printf "  psql \\copy of the same CSV:         %7.2f s  (%d rows/s)\n", c, r / c
  printf "  rate simulate / \\copy:              %7.2f  (target >= 0.5: %s)\n", share, (share >= 0.5 ? "ok" : "MISSED")
  printf "{\"name\":\"simulate-postgres\",\"size\":%d,\"rows\":%d,\"seconds\":%.3f,\"copySeconds\":%.3f,\"rateShare\":%.3f}\n", u, r, s, c, share > f
}'
for db in onboard_bench_sim onboard_bench_copy; do psql -q "$ONBOARD_TEST_POSTGRES" -c "DROP DATABASE $db"; done
[ -n "${KEEP:-}" ] || rm -rf "$out"
