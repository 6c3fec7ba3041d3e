#!/usr/bin/env python3
"""DuckDB's reference time for `Benchmarks/report-bench.sh`: loads the events
from the CSV export into an in-memory table, then runs the report's own
queries (the sqlite3 script that `onboard-bench report --mode sql` writes,
with its `.parameter set $1/$2` lines turned into DuckDB's `$1`, `$2`).

Usage: report-duckdb.py EVENTS.csv QUERIES.sql
Prints the row count of every query (the timing is taken from outside).
"""
import re
import sys

import duckdb


def statements(path):
    """(sql, [flow, experiment]) for each query of the script, in order."""
    params = {}
    sql = []
    for chunk in open(path).read().split(";\n"):
        lines = []
        for line in chunk.splitlines():
            match = re.match(r"\.parameter set \$(\d) '(.*)'$", line)
            if match:
                params[int(match.group(1))] = match.group(2)
            elif not line.startswith("."):
                lines.append(line)
        text = "\n".join(lines).strip()
        if text:
            sql.append((text, [params[1], params[2]]))
    return sql


def main():
    csv, script = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    con.execute("SET threads TO 2")
    con.execute(f"CREATE TABLE events AS SELECT * FROM read_csv('{csv}', header = true)")
    for text, params in statements(script):
        rows = con.execute(text, params).fetchall()
        print(len(rows))


if __name__ == "__main__":
    main()
