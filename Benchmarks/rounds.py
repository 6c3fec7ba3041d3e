#!/usr/bin/env python3
"""The rounds of a writer timed against sqlite3 .import (Benchmarks/ingest.sh,
Benchmarks/simulate.sh): prints every round's times and the ratio of the
medians (target: at most 1.0x), and writes one JSON line for summary.py.

    rounds.py NAME WHAT USERS ROWS "OURS_S ..." "IMPORT_S ..." OUT.json [KEY=NUMBER ...]

WHAT names our side in the printout ("onboard ingest events.jsonl"); the
KEY=NUMBER pairs go into the JSON line as they are (peakMemoryMB=175.2).
Rounds interleave the two sides so both see the same state of this shared
machine: one round's times vary by about 10 % from one run to the next.
"""
import json
import statistics
import sys


def main(argv):
    if len(argv) < 8:
        print(__doc__, file=sys.stderr)
        return 2
    name, what, users, rows = argv[1], argv[2], int(argv[3]), int(argv[4])
    ours = [float(x) for x in argv[5].split()]
    imported = [float(x) for x in argv[6].split()]
    out = argv[7]
    extra = {key: float(value) for key, value in (pair.split("=", 1) for pair in argv[8:])}
    if not ours or len(ours) != len(imported):
        print(f"rounds.py: {len(ours)} times of ours against {len(imported)} of .import", file=sys.stderr)
        return 2
    mine, theirs = statistics.median(ours), statistics.median(imported)
    ratio = mine / theirs
    shown = lambda times: ", ".join(f"{t:.2f}" for t in times)
    print(f"\n{name}: {users:,} people, {rows:,} rows, {len(ours)} round(s), interleaved")
    print(f"  {what + ':':<36}{mine:8.2f} s median ({rows / mine:,.0f} rows/s; rounds {shown(ours)} s)")
    print(f"  {'sqlite3 .import of the same CSV:':<36}{theirs:8.2f} s median ({rows / theirs:,.0f} rows/s; rounds {shown(imported)} s)")
    print(f"  {'ratio of the medians:':<36}{ratio:8.2f}  (target <= 1.0: {'ok' if ratio <= 1.0 else 'MISSED'})")
    line = {"name": name, "size": users, "rows": rows, "seconds": round(mine, 3),
            "importSeconds": round(theirs, 3), "ratio": round(ratio, 3),
            "roundSeconds": [round(t, 3) for t in ours], "roundImportSeconds": [round(t, 3) for t in imported]}
    line.update(extra)
    with open(out, "w") as f:
        f.write(json.dumps(line) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
