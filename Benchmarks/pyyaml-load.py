#!/usr/bin/env python3
"""Times PyYAML's C loader on a flow file, the way `make bench` times everything.

Usage: python3 Benchmarks/pyyaml-load.py FILE [ROUNDS]

Each round opens the file and runs `yaml.load(f, Loader=yaml.CSafeLoader)`
(libyaml's parser, with PyYAML building Python objects). After one untimed
warm-up round it times ROUNDS rounds (default 20) and prints one JSON line with
the median and the fastest, in seconds. Each round's result is dropped after
its clock stops.
"""
import json
import os
import sys
import time

import yaml


def load(path):
    with open(path, "rb") as f:
        return yaml.load(f, Loader=yaml.CSafeLoader)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: pyyaml-load.py FILE [ROUNDS]")
    path = sys.argv[1]
    rounds = max(1, int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    if not getattr(yaml, "__with_libyaml__", False):
        sys.exit("pyyaml-load.py: this PyYAML has no libyaml (CSafeLoader); install libyaml-dev and reinstall it")
    load(path)  # warm-up, untimed
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        result = load(path)
        times.append(time.perf_counter() - start)
        del result
    times.sort()
    print(json.dumps({"name": "pyyaml-csafeloader", "size": os.path.getsize(path), "version": yaml.__version__,
                      "seconds": round(times[rounds // 2], 6), "min": round(times[0], 6)},
                     separators=(",", ":")))


if __name__ == "__main__":
    main()
