# Sourced by Benchmarks/ingest.sh and Benchmarks/simulate.sh: the peer's side
# of one round. It uses their $out (the work folder), ${simulate[@]} (onboard
# simulate with the flow and persona) and now (the time in seconds).
#
# timed_import FROM.sqlite: exports the events of FROM as $out/rows.csv (the
# first round only), makes an empty store with the same schema and indexes
# ($out/imported.sqlite) and prints how many seconds the sqlite3 shell's
# .import of the CSV into it takes.
timed_import() {
  local from=$1 start
  if [ ! -f "$out/rows.csv" ]; then
    sqlite3 -csv "$from" "SELECT * FROM events ORDER BY id" > "$out/rows.csv"
  fi
  rm -f "$out"/imported.sqlite*
  "${simulate[@]}" --users 0 --db "$out/imported.sqlite" 2>/dev/null   # the same schema and indexes, no rows
  start=$(now)
  sqlite3 "$out/imported.sqlite" ".mode csv" ".import $out/rows.csv events"
  awk "BEGIN { print $(now) - $start }"
}
