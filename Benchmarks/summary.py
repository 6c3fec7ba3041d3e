#!/usr/bin/env python3
"""Prints the one ratio table of `make bench` from the JSON files the scripts
left in Benchmarks/out/results/ (and writes it as Markdown to summary.md there).

Usage: summary.py RESULTS_DIR

Reads, when present: scan.json, load.json, pyyaml.json (Benchmarks/run.sh),
run.json, wizard.json, flowtests.json, paths-branches.json, paths-signup.json,
startup.json (run.sh), assign.json (Benchmarks/assign.sh),
simulate.json (Benchmarks/simulate.sh), ingest.json (Benchmarks/ingest.sh), track.json (Benchmarks/track.sh), report.json (Benchmarks/report-bench.sh),
machine.json (run.sh). A missing file gives a row that says so (and the
verdict "not run"), never a made-up figure. Exits 1 when a target is missed,
so `make bench` fails then (a row not run is shown, not failed).
"""
import os
import sys

from report import read  # Benchmarks/report.py: one JSON result file, or None


def verdict(ok):
    return "met" if ok else "MISSED"


def ms(seconds):
    return f"{seconds * 1e3:,.1f} ms"


def medians(result):
    """ ", median of 3 interleaved rounds" for a result of Benchmarks/rounds.py."""
    count = len(result.get("roundSeconds", []))
    return f", median of {count} interleaved rounds" if count > 1 else ""


def main():
    folder = sys.argv[1]
    rows = []  # (what, onboard, peer, ratio, target, verdict)

    def missing(what, script):
        rows.append((what, "—", "—", "—", "—", f"not run ({script})"))

    scan, load, pyyaml = read(folder, "scan.json"), read(folder, "load.json"), read(folder, "pyyaml.json")
    if scan and load:
        steps = f"{load['steps']:,} steps, {load['size'] / 1048576:.2f} MB"
        ratio = load["seconds"] / scan["seconds"]
        rows.append((f"load + check, {steps} (wall, median)", ms(load["seconds"]),
                     f"libyaml event scan {ms(scan['seconds'])}", f"{ratio:.2f}×", "≤ 1.5×", verdict(ratio <= 1.5)))
        if pyyaml:
            speedup = pyyaml["seconds"] / load["seconds"]
            rows.append((f"load + check vs PyYAML {pyyaml['version']}", ms(load["seconds"]),
                         f"CSafeLoader {ms(pyyaml['seconds'])}", f"{speedup:.0f}× faster", "≥ 5× faster",
                         verdict(speedup >= 5)))
        else:
            missing("load + check vs PyYAML", "no PyYAML")
    else:
        missing("load + check", "run.sh")

    assign = read(folder, "assign.json")
    if assign:
        n = f"{assign['ids'] / 1e6:g} M ids"
        ours = assign["nsPerId"]
        speedup = assign["pythonNsPerId"] / ours
        rows.append((f"assign {n}, in memory from bytes (ns/id, best round)", f"{ours:.1f} ns/id",
                     f"GrowthBook Python SDK 4.0 {assign['pythonNsPerId']:,.0f} ns/id", f"{speedup:.0f}× faster",
                     "≥ 50× faster", verdict(speedup >= 50)))
        rate = assign["cGrowthBookNsPerId"] / ours
        rows.append(("assign vs C: GrowthBook v2 in C, the same work (the verdict's peer)", f"{ours:.1f} ns/id",
                     f"C GrowthBook v2 {assign['cGrowthBookNsPerId']:.1f} ns/id", f"{rate:.2f}× its rate",
                     "≥ 0.5× rate", verdict(rate >= 0.5)))
        bare = assign["cFnvNsPerId"] / ours
        rows.append(("assign vs C: one bare FNV-1a of the id (lower bound, less work)", f"{ours:.1f} ns/id",
                     f"C FNV-1a {assign['cFnvNsPerId']:.1f} ns/id", f"{bare:.2f}× its rate", "(reference)",
                     "—"))
        e2e = assign["endToEndNsPerId"]
        rows.append(("`onboard assign --ids FILE` end to end (file in, TSV out)", f"{e2e:.0f} ns/id",
                     f"GrowthBook Python SDK loop {assign['pythonNsPerId']:,.0f} ns/id",
                     f"{assign['pythonNsPerId'] / e2e:.0f}× faster", "(reference)",
                     f"{assign['mismatches']} ids differ"))
    else:
        missing("assign", "assign.sh")

    run = read(folder, "run.json")
    if run:
        sessions = f"{run['size']:,} sessions"  # one thread: CPU-seconds are core-seconds, the verdict uses them
        actions, moves, cpu_moves = run["actionRate"], run["rate"], run["cpuRate"]
        cpu_actions = run["actions"] / run["cpuSeconds"]
        rows.append((f"run, {sessions}, one core: reducer transitions (actions)",
                     f"{actions / 1e6:.2f} M/s wall, {cpu_actions / 1e6:.2f} M/s CPU", "—", "—", "≥ 1 M/s per core",
                     verdict(cpu_actions >= 1e6)))
        rows.append(("run: step-to-step moves (same sessions)",
                     f"{moves / 1e6:.2f} M/s wall, {cpu_moves / 1e6:.2f} M/s CPU", "—", "—", "≥ 1 M/s per core",
                     verdict(cpu_moves >= 1e6)))
    else:
        missing("run", "run.sh")

    simulate = read(folder, "simulate.json")
    if simulate:
        ratio = simulate["ratio"]
        rows.append((f"simulate {simulate['size'] / 1e6:g} M people ({simulate['rows'] / 1e6:.1f} M rows) into SQLite"
                     + medians(simulate),
                     f"{simulate['seconds']:.1f} s", f"sqlite3 .import of the same CSV {simulate['importSeconds']:.1f} s",
                     f"{ratio:.2f}×", "≤ 1.0×", verdict(ratio <= 1.0)))
    else:
        missing("simulate", "simulate.sh")

    ingest = read(folder, "ingest.json")
    if ingest:
        ratio = ingest["ratio"]
        rows.append((f"ingest {ingest['rows'] / 1e6:.1f} M event lines into SQLite" + medians(ingest),
                     f"{ingest['seconds']:.1f} s",
                     f"sqlite3 .import of the same rows as CSV {ingest['importSeconds']:.1f} s", f"{ratio:.2f}×",
                     "≤ 1.0×", verdict(ratio <= 1.0)))
    else:
        missing("ingest", "ingest.sh")

    postgres = read(folder, "simulate-postgres.json")
    if postgres:
        share = postgres["rateShare"]
        rows.append((f"simulate {postgres['size'] / 1e3:g} k people ({postgres['rows'] / 1e6:.1f} M rows) into PostgreSQL",
                     f"{postgres['seconds']:.1f} s", f"psql \\copy of the same CSV {postgres['copySeconds']:.1f} s",
                     f"{share:.2f}× the rate", "≥ 0.5×", verdict(share >= 0.5)))
    else:
        missing("simulate into PostgreSQL", "simulate-postgres.sh")

    track = read(folder, "track.json")
    if track:
        ratio = track["ratio"]
        rows.append((f"track --file {track['size'] / 1e6:g} M outcomes (CSV) into SQLite", f"{track['seconds']:.1f} s",
                     f"sqlite3 .import of the same CSV {track['importSeconds']:.1f} s", f"{ratio:.2f}×", "≤ 1.0×",
                     verdict(ratio <= 1.0)))
    else:
        missing("track", "track.sh")

    report = read(folder, "report.json")
    if report:
        ratio = report["seconds"] / report["sqliteSeconds"]
        cpu = report["cpuSeconds"] / report["sqliteCpuSeconds"]
        rows.append((f"report over {report['events'] / 1e6:.1f} M events (wall; CPU ratio {cpu:.2f}×)",
                     f"{report['seconds']:.1f} s", f"sqlite3 shell, same GROUP BY SQL {report['sqliteSeconds']:.1f} s",
                     f"{ratio:.2f}×", "≤ 1.2×", verdict(ratio <= 1.2)))
        if report.get("duckdbSeconds"):
            ratio = report["seconds"] / report["duckdbSeconds"]
            rows.append(("report against DuckDB's core counts (issue 18)", f"{report['seconds']:.1f} s",
                         f"DuckDB, plain SQL over its own table {report['duckdbSeconds']:.1f} s", f"{ratio:.2f}×",
                         "≤ 0.25×", verdict(ratio <= 0.25)))
        rows.append(("report peak memory (max RSS)", f"{report['peakMemoryMB']:.1f} MB",
                     f"sqlite3 shell {report['sqlitePeakMemoryMB']:.1f} MB", "—", "< 100 MB",
                     verdict(report["peakMemoryMB"] < 100)))
        if report.get("htmlPeakMemoryMB") is not None:
            rows.append(("report --format html peak memory (the lift chart reads every person)",
                         f"{report['htmlPeakMemoryMB']:.1f} MB", "—", "—", "< 100 MB",
                         verdict(report["htmlPeakMemoryMB"] < 100)))
    else:
        missing("report", "report-bench.sh")

    wizard = read(folder, "wizard.json")
    if wizard:
        micro = wizard["microsecondsPerKey"]
        rows.append(("wizard keystroke: handle + render the 80-column screen", f"{micro:.1f} µs", "—", "—", "< 2 ms",
                     verdict(micro < 2000)))
    else:
        missing("wizard", "run.sh")

    flowtests = read(folder, "flowtests.json")
    if flowtests:
        seconds = flowtests["seconds"]
        rows.append((f"flow tests: {flowtests['size']:,} cases over the example flow (median)", ms(seconds), "—", "—",
                     "< 1 s", verdict(seconds < 1)))
    else:
        missing("flow tests", "run.sh")

    branches, signup = read(folder, "paths-branches.json"), read(folder, "paths-signup.json")
    if branches and signup:
        seconds = branches["seconds"]
        rows.append((f"paths: {branches['flow']} (2^20 paths), cut at the limit", ms(seconds), "—", "—",
                     "stops, < 1 s", verdict(branches["truncated"] == "yes" and seconds < 1)))
        rows.append((f"paths: Flows/signup.yaml, {signup['variants']} variant flows, {signup['paths']} paths",
                     ms(signup["seconds"]), "—", "—", "instant, < 0.1 s", verdict(signup["seconds"] < 0.1)))
    else:
        missing("paths", "run.sh")

    startup = read(folder, "startup.json")
    if startup:
        median = startup["millisecondsMedian"]
        rows.append(("start-up: onboard run to its first prompt (median of 20)", f"{median:.1f} ms", "—", "—",
                     "< 100 ms", verdict(median < 100)))
    else:
        missing("start-up", "run.sh")

    machine = read(folder, "machine.json") or {}
    header = ("what", "Onboard", "peer", "ratio", "target", "verdict")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    line = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()
    print("\n== make bench: ratios measured in this run")
    if machine:
        print(f"finished {machine.get('date', '')}; {machine.get('cpus', '?')} CPUs, {machine.get('cpu', '?')}; "
              f"load average {machine.get('loadStart', '?')} at the start, {machine.get('loadEnd', '?')} at the end")
    print(line(header))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print(line(r))
    missed = [r[0] for r in rows if r[5] == "MISSED"]
    print(f"\n{len([r for r in rows if r[5] == 'met'])} met, {len(missed)} MISSED"
          + (": " + "; ".join(missed) if missed else ""))
    with open(os.path.join(folder, "summary.md"), "w") as handle:
        handle.write("| " + " | ".join(header) + " |\n| " + " | ".join("---" for _ in header) + " |\n")
        for r in rows:
            handle.write("| " + " | ".join(str(c) for c in r) + " |\n")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
