#!/usr/bin/env bash
# Proves a team's own model works end to end (`make example`, part of `make test`):
# builds Examples/CustomModel — a package outside Onboard's, depending on it by
# relative path — runs its Swift tests, then runs its one-file tool `acme-onboard`
# (OnboardCLI.main(models: [Member.self, User.self])) through check, test, paths,
# run --answers, simulate and report, checking each exit status and output.
# Any difference fails the script (exit 1) with what was expected and what came.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
example=$root/Examples/CustomModel
SWIFT=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "check-example: $*" >&2
  exit 1
}

# expect STATUS TEXT COMMAND...: the command exits STATUS and its stdout or stderr contains TEXT.
expect() {
  local status=$1 text=$2
  shift 2
  local got=0
  "$@" >"$work/out" 2>"$work/err" || got=$?
  if [ "$got" != "$status" ]; then
    cat "$work/out" "$work/err" >&2
    fail "'$*' exited $got, expected $status"
  fi
  if ! grep -qF -- "$text" "$work/out" "$work/err"; then
    cat "$work/out" "$work/err" >&2
    fail "'$*' did not print: $text"
  fi
  echo "ok: $* ($status)"
}

cd "$example"
$SWIFT build --build-tests
$SWIFT test
tool=$($SWIFT build --show-bin-path)/acme-onboard
[ -x "$tool" ] || fail "no tool at $tool"

expect 0 "Flows/member.yaml: ok (flow 'member' v1 builds Member: 6 steps)" "$tool" check Flows/member.yaml Flows/member.tests.yaml
expect 0 "4 passed, 0 failed" "$tool" test Flows
expect 0 "4 paths in 2 variant flows: 0 problems" "$tool" paths Flows/member.yaml
expect 0 '"teamSize":120,"startDate":"2026-03-02","tools":["github","slack"],"newsletter":true}' \
  "$tool" run Flows/member.yaml --answers Flows/answers/large-team.yaml --user-id m-1 --no-store
expect 0 "simulated 2000 people" \
  "$tool" simulate Flows/member.yaml --users 2000 --seed 7 --persona Flows/personas/member.yaml --db "$work/acme.db"
expect 0 "Experiment friendly-start" "$tool" report Flows/member.yaml --db "$work/acme.db"
# The built-in model is registered too: the signup flow runs through the same tool.
expect 0 '"firstName":"Ada"' \
  "$tool" run "$root/Flows/signup.yaml" --answers "$root/Flows/answers/adult.yaml" --user-id u-1 --no-store
# A model the tool was not given: an error at the `model:` line, with the known models.
sed 's/^model: Member$/model: Membr/' Flows/member.yaml >"$work/typo.yaml"
expect 1 "typo.yaml:6:8: error: unknown model 'Membr'; the models are Member, User; did you mean 'Member'?" \
  "$tool" check "$work/typo.yaml"
$SWIFT format lint --strict --recursive Package.swift Sources Tests
echo "check-example: Examples/CustomModel passes"
