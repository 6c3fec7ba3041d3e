#!/usr/bin/env bash
# Renders the sample HTML report (the golden file of the report tests) to a PNG
# with headless Chromium, so a person can look at what a browser shows.
#
#   apt-get install -y chromium        # Debian's package; no network needed at render time
#   Scripts/screenshot-report.sh [REPORT.html] [OUT.png]
#
# Defaults: Tests/OnboardReportTests/Golden/report.html -> .build/report-screenshot.png
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
html=${1:-$root/Tests/OnboardReportTests/Golden/report.html}
out=${2:-$root/.build/report-screenshot.png}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "screenshot-report: no chromium on PATH; install it with 'apt-get install -y chromium'" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
  --window-size=1100,3400 --screenshot="$out" "file://$html" >/dev/null 2>&1
echo "$out"
