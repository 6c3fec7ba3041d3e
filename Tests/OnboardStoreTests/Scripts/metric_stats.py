#!/usr/bin/env python3
"""Cross-check of MetricQuery (MetricQueryRandomTests): reads a store with
Python's sqlite3, computes every exposed person's value of each metric in
plain Python (no SQL aggregation), and prints the sufficient statistics per
metric and variant, as the test's literals.

    python3 metric_stats.py store.sqlite
"""
import json
import sqlite3
import sys

DAY = 86_400_000
FLOW, EXPERIMENT = "f", "e"
# (id, kind, source): kind proportion|mean|ratio.
METRICS = [
    ("completed", "proportion", ("completed",)),
    ("chose-pro", "proportion", ("when", "plan", "pro")),
    ("buy-7d", "proportion", ("event", "purchased", 7 * DAY, None)),
    ("rev", "mean", ("event", "purchased", 30 * DAY, "sum")),
    ("rev-max", "mean", ("event", "purchased", None, "max")),
    ("n-buys", "mean", ("event", "purchased", None, "count")),
    ("share", "ratio", ("chose-pro", "completed")),
    ("per-buy", "ratio", ("rev", "n-buys")),
]

db = sqlite3.connect(sys.argv[1])
exposures = {}
for user, variant, time in db.execute(
        "SELECT user_id, variant, time_ms FROM events WHERE flow = ? AND type = 'exposure' AND experiment = ?",
        (FLOW, EXPERIMENT)):
    exposures.setdefault(user, []).append((variant, time))
people = {}
multiple = 0
for user, seen in exposures.items():
    if len({v for v, _ in seen}) > 1:
        multiple += 1
        continue
    people[user] = (seen[0][0], min(t for _, t in seen))
exposed_sessions = {s for (s,) in db.execute(
    "SELECT session FROM events WHERE flow = ? AND type = 'exposure' AND experiment = ?", (FLOW, EXPERIMENT))}
completions = {}
for user, session, data in db.execute("SELECT user_id, session, data FROM events WHERE type = 'completed'"):
    if session in exposed_sessions:
        completions.setdefault(user, []).append(json.loads(data) if data else {})
outcomes = {}
for user, event, time, value in db.execute("SELECT user_id, event, time_ms, value FROM outcomes WHERE flow = ?", (FLOW,)):
    outcomes.setdefault(user, []).append((event, time, value))


def value(metric, user):
    _, kind, source = next(m for m in METRICS if m[0] == metric)
    first = people[user][1]
    if source[0] == "completed":
        return 1.0 if user in completions else 0.0
    if source[0] == "when":
        return 1.0 if any(answers.get(source[1]) == source[2] for answers in completions.get(user, [])) else 0.0
    _, event, window, aggregate = source
    values = [v for e, t, v in outcomes.get(user, [])
              if e == event and t >= first and (window is None or t <= first + window)]
    if kind == "proportion":
        return 1.0 if values else 0.0
    if not values:
        return 0.0
    return {"sum": sum(values), "max": max(values), "count": float(len(values))}[aggregate]


variants = sorted({v for v, _ in people.values()})
print(f"multiple exposures: {multiple}")
unexposed = [u for u in outcomes if u not in exposures]
print(f"unexposed: {len(unexposed)} users, {sum(len(outcomes[u]) for u in unexposed)} outcomes")
for metric, kind, source in METRICS:
    for variant in variants:
        users = [u for u, (v, _) in people.items() if v == variant]
        if kind == "ratio":
            xs = [value(source[0], u) for u in users]
            ys = [value(source[1], u) for u in users]
            row = [len(users), sum(xs), sum(x * x for x in xs), sum(ys), sum(y * y for y in ys),
                   sum(x * y for x, y in zip(xs, ys))]
        else:
            xs = [value(metric, u) for u in users]
            row = [len(users), sum(xs), sum(x * x for x in xs)]
        print(f'("{metric}", "{variant}", [{", ".join(repr(round(x, 6)) for x in row)}]),')
