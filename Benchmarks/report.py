#!/usr/bin/env python3
"""Prints the tables of `make bench` from the JSON lines that run.sh left in a folder.

Usage: report.py RESULTS_DIR ROUNDS

RESULTS_DIR holds scan.json, load.json, load-one-thread.json, parse.json,
check.json and pyyaml.json (optional). How load grows with size is
Benchmarks/scaling.sh's table.
"""
import json
import os
import sys

RATIO_TARGET = 1.5  # onboard load ≤ 1.5 × libyaml's scan
SPEEDUP_TARGET = 5.0  # onboard load ≥ 5 × faster than PyYAML's CSafeLoader


def read(folder, name):
    path = os.path.join(folder, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.loads(f.read())


def ms(seconds):
    return f"{seconds * 1e3:8.1f} ms" if seconds is not None else f"{'':11}"


def verdict(ok):
    return "ok" if ok else "MISSED"


def row(label, figures, comparison):
    cpu = figures.get("cpuSeconds")
    print(f"{label:40} {ms(figures['seconds'])} {ms(figures['min'])} {ms(cpu)}   {comparison}")


def main():
    folder, rounds = sys.argv[1], sys.argv[2]
    scan, load = read(folder, "scan.json"), read(folder, "load.json")
    one, parse, check = read(folder, "load-one-thread.json"), read(folder, "parse.json"), read(folder, "check.json")
    pyyaml = read(folder, "pyyaml.json")
    base = scan["seconds"]
    print(f"\nflow: {load['steps']:,} steps, {load['size'] / 1048576:.2f} MB ({load['size']:,} bytes); "
          f"median of {rounds} rounds after a warm-up; each round reads the file; {os.cpu_count()} CPUs")
    print(f"{'':40} {'median':>11} {'min':>11} {'CPU':>11}   comparison")
    row("libyaml event scan (C, the baseline)", scan, "1.00×")
    ratio = load["seconds"] / base
    row("onboard load (parse + decode + check)", load,
        f"{ratio:.2f}× libyaml  (target ≤ {RATIO_TARGET}×: {verdict(ratio <= RATIO_TARGET)})")
    row("  the same on one thread", one, f"{one['seconds'] / base:.2f}× libyaml")
    row("  YAML stage only (parse)", parse, f"{parse['seconds'] / base:.2f}× libyaml")
    row("  checks only (check)", check, f"{check['seconds'] / base:.2f}× libyaml")
    if pyyaml:
        speedup = pyyaml["seconds"] / load["seconds"]
        row(f"PyYAML {pyyaml['version']} CSafeLoader", pyyaml,
            f"onboard is {speedup:.0f}× faster  (target ≥ {SPEEDUP_TARGET:.0f}×: {verdict(speedup >= SPEEDUP_TARGET)})")
    else:
        print(f"{'PyYAML CSafeLoader':40} {'n/a':>11}   skipped")
    print(f"onboard load: {load['rate']} MB/s, peak memory {load['peakMemoryMB']} MB "
          f"(one thread: {one['rate']} MB/s, {one['peakMemoryMB']} MB)")

if __name__ == "__main__":
    main()
