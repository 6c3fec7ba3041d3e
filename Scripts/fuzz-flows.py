#!/usr/bin/env python3
"""A mutation fuzzer for onboard's flow tools.

Takes the flows in Flows/ and the YAML fixtures of the tests as seeds, mutates
them at the byte, line and YAML-token level, and runs `check`, `paths`,
`compile` and `graph` (Mermaid and DOT) of the built binary on each mutant,
with a time limit per run and a total time budget.

A crash is an exit status outside {0, 1, 2}, a signal, or a Swift trap or
backtrace on stderr; a hang is a run past its time limit that, run again,
also runs past three times the limit. Each failing case is
saved (the mutant, its folder and `repro.txt` with the command) under --out,
and the script exits 1. Case N of seed S is always the same mutant, whatever
the number of jobs or the budget (with the same --skip): `--seed S --case N`
makes it again.

    Scripts/fuzz-flows.py                          # 120 s, seed 1, every core
    Scripts/fuzz-flows.py --budget 600 --seed 7    # longer, other mutants
    Scripts/fuzz-flows.py --seed 7 --case 1234     # one case again, kept in --out
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What a trap or a crash of the Swift runtime prints.
CRASH_TEXT = re.compile(
    r"Fatal error|Program crashed|Stack dump|Current stack trace|Segmentation fault|Illegal instruction"
    r"|Thread \d+ crashed|Backtrace|SIGSEGV|SIGILL|SIGABRT|SIGTRAP")

# Values that stress parsers and checks.
ODD_SCALARS = [
    "99999999999999999999999999", "-9223372036854775809", "9223372036854775807", "1e309", "-1e309",
    ".nan", ".inf", "-0", "0x7fffffffffffffff", "1_000", "00012", "~", "null", "''", '""', "true", "no",
    "2026-02-30", "0000-01-01", "9999-12-31", "-1", "4294967296", "[]", "{}", "[[[]]]", "&a x", "*a",
    "*nope", "!!binary aGk=", "!!python/object:os.system x", "!custom x", "? complex", "|", ">-",
    "'unterminated", '"unterminated', "a: b: c", "- item", "#comment", "%YAML 1.2", "---", "...",
    "x" * 5000, "é" * 300, "\u202eevil", "\ufeffbom", "e\u0301", "\U0001F600", "\u2028", "\u0000",
    "\u001b[31mred", "\t", "(a+)+b", "[", "(?<x", "\\", "a{99999}", "(((((((((())))))))))",
    "../../../../etc/passwd", "/etc/passwd", "$lt", "$in", "$exists", "$size",
]

# Keys of the flow format (and a few near misses) to swap in for keys.
KEYS = [
    "flow", "version", "model", "title", "steps", "id", "fields", "key", "label", "help", "required",
    "default", "options", "value", "rules", "minLength", "maxLength", "min", "max", "pattern",
    "minItems", "maxItems", "next", "when", "goto", "include", "final", "body", "experiments",
    "variants", "weight", "order", "skip", "overrides", "audience", "error", "$lt", "$gt", "$in",
    "$exists", "$size", "$or", "$and", "$not", "stpes", "<<", "kind", "hash", "seed",
]

# Paths an `include:` may be pointed at, inside the case's folder (see make_folder).
INCLUDE_TARGETS = [
    "includes/contact.yaml", "flow.yaml", "self.yaml", "loop-a.yaml", "adir", "adir/", "missing.yaml",
    "fifo.yaml", "empty.yaml", "deep/../includes/contact.yaml", "./includes//contact.yaml",
    "includes/contact.yaml\\0x", "big.yaml", "", " ", "~", "includes", "link-out.yaml",
    "x" * 300 + ".yaml", "includes/contact.yaml#frag",
]

INVALID_UTF8 = [b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80", b"\xe2\x82"]
ODD_BYTES = [b"\x00", b"\r", b"\r\n", b"\t", b"\x0b", b"\x0c", b"\x1b", b"\x7f", b"\xef\xbb\xbf", b"\xfe\xff"]


def seeds():
    """Every seed file: (name, bytes), in a fixed order."""
    paths = []
    for folder in ["Flows", "Flows/includes", "Flows/personas", "Flows/answers"]:
        full = os.path.join(ROOT, folder)
        if os.path.isdir(full):
            paths += [os.path.join(full, n) for n in sorted(os.listdir(full)) if n.endswith(".yaml")]
    for base, _, files in sorted(os.walk(os.path.join(ROOT, "Tests"))):
        if os.sep + "Fixtures" in base:
            paths += [os.path.join(base, n) for n in sorted(files) if n.endswith(".yaml")]
    result = []
    for path in paths:
        with open(path, "rb") as handle:
            result.append((os.path.relpath(path, ROOT), handle.read()))
    return result


# --- mutations: each takes (random, bytes) and returns bytes --------------------------------

def lines_of(data):
    return data.split(b"\n")


def pick_line(rng, lines):
    return rng.randrange(len(lines)) if lines else 0


def m_flip_bit(rng, data):
    if not data:
        return data
    i = rng.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]


def m_odd_bytes(rng, data):
    i = rng.randrange(len(data) + 1)
    return data[:i] + rng.choice(ODD_BYTES + INVALID_UTF8) * rng.choice([1, 1, 2, 50]) + data[i:]


def m_delete_bytes(rng, data):
    if not data:
        return data
    i = rng.randrange(len(data))
    return data[:i] + data[i + rng.randint(1, 16):]


def m_truncate(rng, data):
    return data[:rng.randrange(len(data) + 1)]


def m_delete_line(rng, data):
    lines = lines_of(data)
    del lines[pick_line(rng, lines)]
    return b"\n".join(lines)


def m_duplicate_line(rng, data):
    lines = lines_of(data)
    i = pick_line(rng, lines)
    lines[i:i] = [lines[i]] * rng.choice([1, 1, 3, 200])
    return b"\n".join(lines)


def m_swap_lines(rng, data):
    lines = lines_of(data)
    i, j = pick_line(rng, lines), pick_line(rng, lines)
    lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def m_reindent(rng, data):
    lines = lines_of(data)
    i = pick_line(rng, lines)
    change = rng.choice([-4, -2, -1, 1, 2, 4, 40])
    stripped = lines[i].lstrip(b" ")
    indent = max(0, len(lines[i]) - len(stripped) + change)
    lines[i] = b" " * indent + stripped if rng.random() < 0.8 else b"\t" + lines[i]
    return b"\n".join(lines)


def m_duplicate_block(rng, data):
    lines = lines_of(data)
    i = pick_line(rng, lines)
    j = min(len(lines), i + rng.randint(1, 12))
    return b"\n".join(lines[:j] + lines[i:j] * rng.choice([1, 2, 20]) + lines[j:])


def value_spans(text):
    """(start, end) of the value after each `key: ` on a line (no regex: linear in the text)."""
    spans = []
    offset = 0
    for line in text.split("\n"):
        colon = line.find(": ")
        if colon >= 0 and "#" not in line[:colon]:
            start = colon + 2
            while start < len(line) and line[start] == " ":
                start += 1
            end = line.find(" #", start)
            end = len(line) if end < 0 else end
            if end > start:
                spans.append((offset + start, offset + end))
        offset += len(line) + 1
    return spans


def m_replace_value(rng, data):
    text = data.decode("utf-8", "surrogateescape")
    spans = value_spans(text)
    if not spans:
        return data
    start, end = rng.choice(spans)
    text = text[:start] + rng.choice(ODD_SCALARS) + text[end:]
    return text.encode("utf-8", "surrogateescape")


def m_replace_key(rng, data):
    text = data.decode("utf-8", "surrogateescape")
    keys = list(re.finditer(r"(?m)^([ \t]*(?:- )?)([A-Za-z$<][\w$<]*)(:)", text))
    if not keys:
        return data
    match = rng.choice(keys)
    text = text[:match.start(2)] + rng.choice(KEYS) + text[match.end(2):]
    return text.encode("utf-8", "surrogateescape")


def m_swap_ids(rng, data):
    """Points a `goto:` (or an id) at another id of the file: cycles, self-loops, dangling names."""
    text = data.decode("utf-8", "surrogateescape")
    ids = re.findall(r"(?m)^[ \t]*- id: *(\S+)", text) + ["nowhere", "done"]
    targets = list(re.finditer(r"(?m)((?:goto|id|order|skip):[ ]*)(\S[^\n]*)$", text))
    if not targets:
        text += "\n    next:\n      - goto: %s\n" % rng.choice(ids)
        return text.encode("utf-8", "surrogateescape")
    match = rng.choice(targets)
    value = rng.choice(ids)
    if match.group(1).startswith(("order", "skip")):
        value = "[" + ", ".join(rng.choice(ids) for _ in range(rng.randint(0, 6))) + "]"
    text = text[:match.start(2)] + value + text[match.end(2):]
    return text.encode("utf-8", "surrogateescape")


def m_include(rng, data):
    """Adds (or repoints) an include at an odd path inside the case's folder."""
    text = data.decode("utf-8", "surrogateescape")
    target = rng.choice(INCLUDE_TARGETS).replace("\\0", "\0")
    found = list(re.finditer(r"(?m)(include:[ ]*)(\S[^\n]*)$", text))
    if found and rng.random() < 0.6:
        match = rng.choice(found)
        quoted = '"%s"' % target.replace("\0", "\\0") if rng.random() < 0.5 else target
        text = text[:match.start(2)] + quoted + text[match.end(2):]
    else:
        at = text.find("\nsteps:\n")
        step = "\n  - id: extra%d\n    include: %s\n" % (rng.randrange(100), target or "''")
        text = text[:at + 8] + step.lstrip("\n") + text[at + 8:] if at >= 0 else text + step
    return text.encode("utf-8", "surrogateescape")


def m_deep_nesting(rng, data):
    depth = rng.choice([50, 500, 5000, 50000])
    kind = rng.randrange(4)
    if kind == 0:
        blob = "[" * depth + "]" * depth
    elif kind == 1:
        blob = "{a: " * depth + "1" + "}" * depth
    elif kind == 2:
        blob = "\n".join(" " * (2 * i) + "a:" for i in range(min(depth, 3000))) + " 1"
    else:
        blob = "\n".join(" " * (2 * i) + "- " for i in range(min(depth, 3000))) + "1"
    text = data.decode("utf-8", "surrogateescape")
    spans = value_spans(text)
    if spans and kind < 2:
        start, end = rng.choice(spans)
        text = text[:start] + blob + text[end:]
    else:
        text += "\nextra:\n" + blob + "\n"
    return text.encode("utf-8", "surrogateescape")


def m_alias(rng, data):
    """Anchors and aliases: a repeated alias, a merge key, an alias to nothing."""
    text = data.decode("utf-8", "surrogateescape")
    spans = value_spans(text)
    choice = rng.randrange(3)
    if choice == 0 and spans:
        start, end = rng.choice(spans)
        text = text[:start] + "&anchor " + text[start:end] + text[end:]
        spans = value_spans(text)
        start, end = rng.choice(spans)
        text = text[:start] + "*anchor" + text[end:]
    elif choice == 1:
        levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for n in range(1, rng.choice([3, 6, 9])):
            levels.append("a%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]"
                          % ((n, n) + (n - 1,) * 9))
        text += "\nbomb:\n  " + "\n  ".join(levels) + "\n"
    else:
        text = re.sub(r"(?m)^([ \t]*)- id:", r"\1- <<: *nothing\n\1  id:", text, count=1)
    return text.encode("utf-8", "surrogateescape")


def m_huge_number(rng, data):
    text = data.decode("utf-8", "surrogateescape")
    numbers = list(re.finditer(r"(?<![\w.-])\d+(?:\.\d+)?(?![\w-])", text))
    if not numbers:
        return data
    match = rng.choice(numbers)
    value = rng.choice(["9" * rng.choice([19, 20, 400]), "-" + "9" * 19, "1e308", "4.9e-324", "0", "-0.0"])
    return (text[:match.start()] + value + text[match.end():]).encode("utf-8", "surrogateescape")


def m_grow_steps(rng, data):
    """Appends many generated steps: linear, branching or looping."""
    count = rng.choice([50, 300, 2000])
    kind = rng.randrange(3)
    lines = ["steps:"]
    for i in range(count):
        lines.append("  - id: s%d" % i)
        lines.append("    fields: [{ key: firstName }]" if i % 2 == 0 else "    fields: [{ key: age }]")
        if kind == 1 and i + 2 < count:
            lines.append("    next: [{ when: { age: { $lt: %d } }, goto: s%d }, { goto: s%d }]" % (i, i + 2, i + 1))
        elif kind == 2:
            lines.append("    next: [{ goto: s%d }]" % rng.randrange(count))
    lines.append("  - id: done\n    final: true")
    text = data.decode("utf-8", "surrogateescape")
    head = text.split("\nsteps:", 1)[0] if "\nsteps:" in text else "flow: grown\nmodel: User"
    return (head + "\n" + "\n".join(lines) + "\n").encode("utf-8", "surrogateescape")


MUTATIONS = [
    (m_flip_bit, 3), (m_odd_bytes, 3), (m_delete_bytes, 2), (m_truncate, 1), (m_delete_line, 4),
    (m_duplicate_line, 3), (m_swap_lines, 3), (m_reindent, 3), (m_duplicate_block, 2),
    (m_replace_value, 6), (m_replace_key, 4), (m_swap_ids, 4), (m_include, 3), (m_deep_nesting, 1),
    (m_alias, 1), (m_huge_number, 2), (m_grow_steps, 1),
]


# Mutants are cut to this size, so growth mutations stay cheap to make and to run.
MAX_BYTES = 2_000_000


def mutate(rng, data, skipped=()):
    """One to four mutations (none of those named in `skipped`); the names of those applied."""
    names = []
    chosen = [(m, w) for m, w in MUTATIONS if m.__name__[2:] not in skipped]
    functions = [m for m, _ in chosen]
    weights = [w for _, w in chosen]
    for _ in range(rng.choice([1, 1, 2, 3, 4])):
        mutation = rng.choices(functions, weights)[0]
        data = mutation(rng, data)[:MAX_BYTES]
        names.append(mutation.__name__[2:])
    return data, names


# --- one case -------------------------------------------------------------------------------

def make_folder(folder, mutant):
    """The case's folder: the mutant as flow.yaml, the real include, and odd include targets."""
    os.makedirs(os.path.join(folder, "includes"))
    os.makedirs(os.path.join(folder, "adir"))
    os.makedirs(os.path.join(folder, "deep"))
    shutil.copy(os.path.join(ROOT, "Flows/includes/contact.yaml"), os.path.join(folder, "includes"))
    with open(os.path.join(folder, "flow.yaml"), "wb") as handle:
        handle.write(mutant)
    open(os.path.join(folder, "empty.yaml"), "wb").close()
    with open(os.path.join(folder, "big.yaml"), "wb") as handle:
        handle.write(b"flow: big\nsteps:\n" + b"  - id: s\n    final: true\n" * 20000)
    os.symlink("flow.yaml", os.path.join(folder, "self.yaml"))
    os.symlink("loop-b.yaml", os.path.join(folder, "loop-a.yaml"))
    os.symlink("loop-a.yaml", os.path.join(folder, "loop-b.yaml"))
    os.symlink("/etc/hostname", os.path.join(folder, "link-out.yaml"))
    os.mkfifo(os.path.join(folder, "fifo.yaml"))


def commands(binary):
    return [
        [binary, "check", "flow.yaml"],
        [binary, "paths", "flow.yaml"],
        [binary, "compile", "flow.yaml"],
        [binary, "graph", "flow.yaml"],
        [binary, "graph", "flow.yaml", "--format", "dot"],
    ]


def run_one(command, folder, timeout):
    """(outcome, status, stderr tail, seconds): outcome is None, 'crash' or 'hang'."""
    started = time.monotonic()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(
            command, cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errors,
            start_new_session=True, env=dict(os.environ, NO_COLOR="1", TERM="dumb"))
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = None
        seconds = time.monotonic() - started
        errors.seek(max(0, os.fstat(errors.fileno()).st_size - 8192))
        tail = errors.read().decode("utf-8", "replace")
    if status is None:
        return "hang", None, tail, seconds
    if status < 0 or status not in (0, 1, 2) or CRASH_TEXT.search(tail):
        return "crash", status, tail, seconds
    return None, status, tail, seconds


def run_case(options, seed_files, number):
    """Makes case `number` and runs every command on it; a list of failures."""
    rng = random.Random("%d/%d" % (options.seed, number))
    name, data = rng.choice(seed_files)
    mutant, applied = mutate(rng, data, options.skip)
    folder = tempfile.mkdtemp(prefix="onboard-fuzz-")
    failures = []
    try:
        make_folder(folder, mutant)
        for command in commands(options.binary):
            outcome, status, tail, seconds = run_one(command, folder, options.timeout)
            if outcome == "hang":
                # NB: a busy machine can make a run slow; a hang must also outlast a
                # second run with three times the limit.
                outcome, status, tail, seconds = run_one(command, folder, 3 * options.timeout)
            if outcome:
                failures.append((outcome, command, status, tail, seconds))
        if failures or options.keep:
            save(options, number, name, applied, folder, failures)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return failures


def save(options, number, seed_name, applied, folder, failures):
    target = os.path.join(options.out, "seed%d-case%d" % (options.seed, number))
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(folder, target, symlinks=True, ignore=lambda d, names: ["fifo.yaml"])
    lines = [
        "case %d of seed %d: %s mutated by %s" % (number, options.seed, seed_name, ", ".join(applied)),
        "make it again: Scripts/fuzz-flows.py --seed %d --case %d%s"
        % (options.seed, number, " --skip " + ",".join(sorted(options.skip)) if options.skip else ""),
        "run in this folder (mkfifo fifo.yaml first):", "",
    ]
    for outcome, command, status, tail, seconds in failures:
        shown = " ".join(["onboard"] + command[1:])
        lines += ["%s: %s (exit %s after %.1f s)" % (outcome, shown, status, seconds), tail.rstrip(), ""]
    with open(os.path.join(target, "repro.txt"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/onboard"))
    parser.add_argument("--seed", type=int, default=1, help="the seed of every mutant (default 1)")
    parser.add_argument("--budget", type=float, default=120, help="seconds in all (default 120)")
    parser.add_argument("--timeout", type=float, default=5, help="seconds per run (default 5)")
    parser.add_argument("--cases", type=int, default=0, help="stop after this many cases (default: none)")
    parser.add_argument("--case", type=int, help="make and run only this case, and keep it")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/fuzz-findings"))
    parser.add_argument("--keep", action="store_true", help="save every case, not only failing ones")
    parser.add_argument("--verbose", action="store_true", help="name the cases that take over 10 s")
    parser.add_argument("--skip", default="", help="mutations to leave out, by name, comma-separated "
                        "(grow_steps, deep_nesting, include, …)")
    options = parser.parse_args()
    options.skip = set(filter(None, options.skip.split(",")))
    unknown = options.skip - {m.__name__[2:] for m, _ in MUTATIONS}
    if unknown:
        print("fuzz-flows: no mutation named %s" % ", ".join(sorted(unknown)), file=sys.stderr)
        return 2
    options.binary = os.path.abspath(options.binary)
    if not os.access(options.binary, os.X_OK):
        print("fuzz-flows: no executable %s; run 'swift build' first" % options.binary, file=sys.stderr)
        return 2
    seed_files = seeds()
    if options.case is not None:
        options.keep = True
        failures = run_case(options, seed_files, options.case)
        print("fuzz: case %d of seed %d: %d failures, saved under %s"
              % (options.case, options.seed, len(failures), options.out))
        return 1 if failures else 0

    started = time.monotonic()
    lock = threading.Lock()
    state = {"next": 0, "done": 0, "crashes": 0, "hangs": 0, "failed": []}

    def worker():
        while True:
            with lock:
                number = state["next"]
                out_of_time = time.monotonic() - started >= options.budget
                if out_of_time or (options.cases and number >= options.cases):
                    return
                state["next"] += 1
            case_started = time.monotonic()
            failures = run_case(options, seed_files, number)
            if options.verbose and time.monotonic() - case_started > 10:
                print("fuzz: case %d took %.0f s" % (number, time.monotonic() - case_started), file=sys.stderr)
            with lock:
                state["done"] += 1
                for outcome, command, status, tail, _ in failures:
                    state["crashes" if outcome == "crash" else "hangs"] += 1
                    first = (tail.strip().splitlines() or [""])[-1][:160]
                    print("fuzz: %s in case %d: onboard %s (exit %s) %s"
                          % (outcome, number, " ".join(command[1:]), status, first), file=sys.stderr)
                if failures:
                    state["failed"].append(number)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
        for future in [pool.submit(worker) for _ in range(max(1, options.jobs))]:
            future.result()
    seconds = time.monotonic() - started
    runs = state["done"] * len(commands(options.binary))
    print("fuzz: %d mutated flows, %d runs in %.0f s (seed %d): %d crashes, %d hangs"
          % (state["done"], runs, seconds, options.seed, state["crashes"], state["hangs"]))
    if state["failed"]:
        print("fuzz: failing cases saved under %s: %s"
              % (options.out, ", ".join(str(n) for n in sorted(state["failed"]))), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
