#!/usr/bin/env python3
"""Prints the table of `make bench` from the JSON lines that run.sh collected.

Usage: report.py ROUNDS SCAN_JSON LOAD_JSON PARSE_JSON PYYAML_JSON|"" SCALING_ROWS

SCALING_ROWS holds one line per flow size: "STEPS SCAN_JSON LOAD_JSON".
"""
import json
import sys

RATIO_TARGET = 1.5  # onboard load ≤ 1.5 × libyaml scan
SPEEDUP_TARGET = 5.0  # onboard load ≥ 5 × faster than PyYAML CSafeLoader


def ms(seconds):
    return f"{seconds * 1e3:9.1f} ms"


def verdict(ok):
    return "ok" if ok else "MISSED"


def main():
    rounds, scan, load, parse, pyyaml, scaling = sys.argv[1:7]
    scan, load, parse = json.loads(scan), json.loads(load), json.loads(parse)
    pyyaml = json.loads(pyyaml) if pyyaml else None
    size_mb = load["size"] / 1048576
    print(f"\nflow: {load['steps']:,} steps, {size_mb:.2f} MB ({load['size']:,} bytes); "
          f"median of {rounds} rounds after a warm-up; each round reads the file")
    print(f"{'':38} {'median':>12} {'min':>12}   comparison")
    ratio = load["seconds"] / scan["seconds"]
    print(f"{'libyaml event scan (C, baseline)':38} {ms(scan['seconds'])} {ms(scan['min'])}   1.00×")
    print(f"{'onboard load (parse + decode + check)':38} {ms(load['seconds'])} {ms(load['min'])}   "
          f"{ratio:.2f}× libyaml  (target ≤ {RATIO_TARGET}×: {verdict(ratio <= RATIO_TARGET)})")
    print(f"{'  of which parse (YAMLNode tree)':38} {ms(parse['seconds'])} {ms(parse['min'])}   "
          f"{parse['seconds'] / scan['seconds']:.2f}× libyaml")
    if pyyaml:
        speedup = pyyaml["seconds"] / load["seconds"]
        print(f"{'PyYAML ' + pyyaml['version'] + ' CSafeLoader':38} {ms(pyyaml['seconds'])} {ms(pyyaml['min'])}   "
              f"onboard is {speedup:.1f}× faster  (target ≥ {SPEEDUP_TARGET:.0f}×: {verdict(speedup >= SPEEDUP_TARGET)})")
    else:
        print(f"{'PyYAML CSafeLoader':38} {'n/a':>12} {'n/a':>12}   skipped")
    print(f"onboard load: {load['rate']} MB/s, peak memory {load['peakMemoryMB']} MB")

    rows = [line.split(" ", 1) for line in scaling.strip().splitlines()]
    if rows:
        print(f"\n{'steps':>6} {'size':>9} {'libyaml':>12} {'onboard':>12} {'ratio':>6} {'µs/step':>8}")
        for steps, rest in rows:
            scan_text, load_text = rest.rsplit(" {", 1)
            s, l = json.loads(scan_text), json.loads("{" + load_text)
            print(f"{int(steps):>6,} {l['size'] / 1048576:>6.2f} MB {ms(s['seconds'])} {ms(l['seconds'])} "
                  f"{l['seconds'] / s['seconds']:>5.2f}× {l['seconds'] / int(steps) * 1e6:>8.1f}")


if __name__ == "__main__":
    main()
