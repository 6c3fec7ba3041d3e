#!/usr/bin/env python3
"""The DuckDB peer of the report (issue 18): the report's core counts over the
raw events, in plain SQL, the way a team would ask DuckDB for them.

Loads the events from the CSV export into DuckDB's own in-memory table
(untimed), then per experiment of the flow counts, over the people exposed
to exactly one variant:
  - exposed people and converted people (a `completed` event in a session
    with an exposure) per variant;
  - the funnel: people who viewed and who completed each step, per variant;
  - the failures per step and field, per variant.
Only these queries are timed, on 2 threads.

Usage: report-duckdb-counts.py EVENTS.csv FLOW
Prints one JSON object: {"loadSeconds", "querySeconds", "rows",
"experiments": {key: {variant: {"users", "conversions"}}}} so the caller can
compare the counts with `onboard report --format json`.
"""
import json
import sys
import time

import duckdb

PEOPLE = """
    CREATE OR REPLACE TEMP TABLE people AS
    SELECT user_id, MIN(variant) AS variant FROM events
    WHERE flow = $flow AND type = 'exposure' AND experiment = $experiment
    GROUP BY user_id HAVING COUNT(DISTINCT variant) = 1
"""
SESSIONS = """
    CREATE OR REPLACE TEMP TABLE exposed AS
    SELECT DISTINCT e.session, p.user_id, p.variant FROM events e JOIN people p USING (user_id)
    WHERE e.flow = $flow AND e.type = 'exposure' AND e.experiment = $experiment
"""
OUTCOMES = """
    SELECT x.variant, COUNT(DISTINCT x.user_id) AS users,
      COUNT(DISTINCT CASE WHEN c.session IS NOT NULL THEN x.user_id END) AS conversions
    FROM exposed x LEFT JOIN (SELECT DISTINCT session FROM events WHERE type = 'completed') c
      ON c.session = x.session
    GROUP BY x.variant ORDER BY x.variant
"""
FUNNEL = """
    SELECT x.variant, e.step,
      COUNT(DISTINCT CASE WHEN e.type = 'step_viewed' THEN e.user_id END) AS reached,
      COUNT(DISTINCT CASE WHEN e.type = 'step_completed' THEN e.user_id END) AS completed
    FROM exposed x JOIN events e ON e.session = x.session
    WHERE e.type IN ('step_viewed', 'step_completed') AND e.step IS NOT NULL
    GROUP BY x.variant, e.step
"""
FAILURES = """
    SELECT x.variant, e.step, e.field, COUNT(*) AS failures
    FROM exposed x JOIN events e ON e.session = x.session
    WHERE e.type = 'validation_failed' AND e.step IS NOT NULL
    GROUP BY x.variant, e.step, e.field
"""


def main():
    csv, flow = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    con.execute("SET threads TO 2")
    started = time.perf_counter()
    con.execute(f"CREATE TABLE events AS SELECT * FROM read_csv('{csv}', header = true)")
    loaded = time.perf_counter()
    keys = [row[0] for row in con.execute(
        "SELECT DISTINCT experiment FROM events WHERE flow = $flow AND type = 'exposure' "
        "AND experiment IS NOT NULL ORDER BY 1", {"flow": flow}).fetchall()]
    experiments, rows = {}, 0
    for key in keys:
        params = {"flow": flow, "experiment": key}
        con.execute(PEOPLE, params)
        con.execute(SESSIONS, params)
        outcomes = con.execute(OUTCOMES).fetchall()
        experiments[key] = {v: {"users": u, "conversions": c} for v, u, c in outcomes}
        rows += len(outcomes) + len(con.execute(FUNNEL).fetchall()) + len(con.execute(FAILURES).fetchall())
    done = time.perf_counter()
    print(json.dumps({"loadSeconds": round(loaded - started, 3), "querySeconds": round(done - loaded, 3),
                      "rows": rows, "experiments": experiments}))


if __name__ == "__main__":
    main()
