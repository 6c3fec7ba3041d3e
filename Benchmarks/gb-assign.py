"""GrowthBook's Python SDK assigning ids to one experiment, the peer of
`onboard assign --experiment KEY --ids FILE`.

    python gb-assign.py IDS KEY VARIANTS OUT   # VARIANTS: comma-separated ids

Does what the SDK's `run` does for a running experiment with equal weights,
hash version 2 and the key as seed: `gbhash` + `getBucketRanges` +
`chooseVariation`, per id. Writes `id<TAB>variant` lines to OUT (for the
cross-check) and prints one JSON line with the seconds of the loop alone.
"""
import json
import sys
import time

from growthbook.core import chooseVariation, gbhash, getBucketRanges


def main() -> None:
    ids_path, key, variants, out_path = sys.argv[1], sys.argv[2], sys.argv[3].split(","), sys.argv[4]
    with open(ids_path, encoding="utf-8") as handle:
        ids = handle.read().splitlines()
    start = time.perf_counter()
    lines = []
    for user in ids:
        ranges = getBucketRanges(len(variants), 1, None)
        bucket = gbhash(key, user, 2)
        index = chooseVariation(bucket, ranges) if bucket is not None else -1
        lines.append(f"{user}\t{variants[index] if index >= 0 else '-'}\n")
    seconds = time.perf_counter() - start
    with open(out_path, "w", encoding="utf-8") as handle:
        handle.writelines(lines)
    print(json.dumps({"name": "growthbook-python", "ids": len(ids), "seconds": seconds}))


if __name__ == "__main__":
    main()
