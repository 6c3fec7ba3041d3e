# Onboard: `make demo` runs the main job on Flows/signup.yaml, `make test` passes the tests.
# Both install the Debian packages they need first (as root, or through sudo).
# `make bench-store` times bulk inserts into SQLite against `sqlite3 .import`;
# `make bench-report` times `onboard report` over 10 million events against the sqlite3 shell.

SHELL := /bin/bash
SWIFT ?= swift
BIN := .build/debug/onboard
# python3: a test reads the JUnit report with Python's strict XML parser.
DEBIAN_PACKAGES := libyaml-dev libsqlite3-dev libpq-dev postgresql sqlite3 pkg-config tmux python3
# `make test` also checks the HTML report in a real browser (Scripts/html-check.py): Debian's chromium.
TEST_DEBIAN_PACKAGES := chromium
# `make bench` also compiles a C scanner, runs PyYAML in a venv and reads peak memory with GNU time.
BENCH_DEBIAN_PACKAGES := $(DEBIAN_PACKAGES) gcc python3-venv time
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The example flows: the files that start a flow (`flow:`); their *.tests.yaml
# files name a flow too but are tests, and per-locale files (signup.de.yaml) hold only texts.
FLOWS := $(filter-out %.tests.yaml,$(shell grep -l '^flow:' Flows/*.yaml))
# The flow fuzzer (Scripts/fuzz-flows.py): seconds in all, and the seed of its mutants.
FUZZ_BUDGET ?= 100
FUZZ_SEED ?= 1

.PHONY: all deps bench-deps build demo test example fuzz lint format bench bench-scaling bench-store bench-report clean

all: build

# Installs what the build needs when it is missing (libyaml through pkg-config).
deps: PACKAGES = $(DEBIAN_PACKAGES)
bench-deps: PACKAGES = $(BENCH_DEBIAN_PACKAGES)
deps bench-deps:
	@missing=""; \
	for p in $(PACKAGES) $(EXTRA_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

demo: build
	$(BIN) check --outline Flows/signup.yaml
	$(BIN) run Flows/signup.yaml


# The store tests also run against PostgreSQL: .ci/with-postgres uses
# $$ONBOARD_TEST_POSTGRES when set, else starts a throwaway server for the run.
test: EXTRA_PACKAGES = $(TEST_DEBIAN_PACKAGES)
test: build
	set -o pipefail; .ci/with-postgres $(SWIFT) test 2>&1 | tee .build/test.log
	$(BIN) check Flows/*.yaml
	$(BIN) test Flows
	for flow in $(FLOWS); do $(BIN) paths $$flow || exit 1; done
	SWIFT=$(SWIFT) Scripts/check-example.sh
	python3 Scripts/fuzz-flows.py --binary $(BIN) --budget $(FUZZ_BUDGET) --seed $(FUZZ_SEED)
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
	@n=$$(grep -oE 'Test run with [0-9]+ tests' .build/test.log | grep -oE '[0-9]+' | tail -n 1); \
	echo "tests: $${n:-0} passed, 0 failed"

# A team's own model end to end: builds Examples/CustomModel (its own cold build of
# this package, about 4 minutes on 2 cores), runs its Swift tests and its tool's commands.
example: deps
	SWIFT=$(SWIFT) Scripts/check-example.sh

# Mutated flows through check, paths, compile and graph: no crash, no hang
# (`make fuzz FUZZ_BUDGET=600 FUZZ_SEED=7` for a longer run with other mutants).
fuzz: build
	python3 Scripts/fuzz-flows.py --binary $(BIN) --budget $(FUZZ_BUDGET) --seed $(FUZZ_SEED)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

# The benchmark suite, each scenario against its peer in the same run, then one ratio table
# (docs/performance.md): load (2,000 steps) vs libyaml and PyYAML, the runner, the wizard, 1,000,000 ids vs
# GrowthBook's Python SDK and C, 1,000,000 people into SQLite vs sqlite3 .import, and the report over that
# store vs the sqlite3 shell. About 5 minutes on 2 cores (6 with a cold release build); needs about 8 GB of free disk.
bench: bench-deps
	./Benchmarks/run.sh

# How cost grows: three or more sizes of flow, ids, sessions, people and events (about 6 minutes).
bench-scaling: bench-deps
	./Benchmarks/scaling.sh

# Bulk-inserts synthetic events into SQLite (release build) and imports the same rows as CSV with sqlite3.
bench-store: deps
	./Benchmarks/store.sh

# `onboard report` over 10 million simulated events against the sqlite3 shell and DuckDB (docs/performance.md).
bench-report: bench-deps
	./Benchmarks/report-bench.sh

clean:
	rm -rf .build
