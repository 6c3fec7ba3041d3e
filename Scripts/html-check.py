#!/usr/bin/env python3
"""Checks an HTML report in a real browser (Debian's headless Chromium).

For each width (400 px, a phone; 1200 px, a laptop) it renders a copy of the
report with one measuring script added (the report itself has none), reads back
how far the page is wider than the window (document scrollWidth − clientWidth),
and takes a screenshot; then prints the page to PDF, as a person printing it
would. Fails (exit 1) when the page overflows sideways at a width, or when a
screenshot or the PDF is missing or empty. Exit 2 when Chromium is not installed.

    python3 Scripts/html-check.py REPORT.html [--out FOLDER] [--json]

Tests/OnboardCLITests/ReportHTMLBrowserTests.swift runs it in `make test`.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

WIDTHS = (400, 1200)
# Headless Chromium will not make a window narrower than 500 px, so the report
# is measured inside an iframe of the width: the iframe is the page's viewport
# (its media queries and its scrollWidth), and the report's copy posts what it
# measured to the frame around it.
MEASURE = (
    "<script>parent.postMessage(String(document.documentElement.scrollWidth - "
    "document.documentElement.clientWidth) + ' ' + String(document.documentElement.clientWidth), '*');</script>"
)
FRAME = (
    "<!doctype html><html><body style='margin:0'>"
    "<script>window.addEventListener('message', function (e) {{"
    "var parts = String(e.data).split(' ');"
    "document.body.setAttribute('data-overflow', parts[0]); document.body.setAttribute('data-width', parts[1]);"
    "}});</script>"
    "<iframe src='{page}' style='border:0;display:block;width:{width}px;height:{height}px'></iframe>"
    "</body></html>"
)


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run(binary, profile, arguments):
    # --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", f"--user-data-dir={profile}"] + arguments
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--out", default=".build/html-check")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    binary = browser()
    if binary is None:
        print("html-check: no chromium on PATH; install it with 'apt-get install -y chromium'", file=sys.stderr)
        return 2
    html = open(options.report, encoding="utf-8").read()
    if "</body>" not in html:
        print(f"html-check: {options.report} has no </body>", file=sys.stderr)
        return 1
    os.makedirs(options.out, exist_ok=True)
    results = {"widths": [], "problems": []}
    with tempfile.TemporaryDirectory() as work:
        measured = os.path.join(work, "measured.html")
        with open(measured, "w", encoding="utf-8") as file:
            file.write(html.replace("</body>", MEASURE + "</body>", 1))
        for width in WIDTHS:
            profile = os.path.join(work, f"profile-{width}")
            frame = os.path.join(work, f"frame-{width}.html")
            with open(frame, "w", encoding="utf-8") as file:
                file.write(FRAME.format(page="measured.html", width=width, height=900))
            done = run(binary, profile, [f"--window-size={max(width, 500) + 20},900", "--virtual-time-budget=5000",
                                         "--dump-dom", "file://" + frame])
            found = re.search(r'data-overflow="(-?\d+)"', done.stdout)
            seen = re.search(r'data-width="(\d+)"', done.stdout)
            if not found:
                results["problems"].append(f"{width} px: the page did not render ({done.stderr.strip()[:200]})")
                continue
            overflow = int(found.group(1))
            shot = os.path.abspath(os.path.join(options.out, f"report-{width}.png"))
            pictured = os.path.join(work, f"picture-{width}.html")
            with open(pictured, "w", encoding="utf-8") as file:
                file.write(FRAME.format(page="measured.html", width=width, height=2400))
            run(binary, profile, [f"--window-size={max(width, 500)},2400", "--virtual-time-budget=5000",
                                  f"--screenshot={shot}", "file://" + pictured])
            size = os.path.getsize(shot) if os.path.exists(shot) else 0
            results["widths"].append({"width": width, "clientWidth": int(seen.group(1)) if seen else None,
                                      "overflow": overflow, "screenshot": shot, "screenshotBytes": size})
            if overflow > 0:
                results["problems"].append(f"{width} px: the page is {overflow} px wider than the window")
            if size == 0:
                results["problems"].append(f"{width} px: no screenshot")
        pdf = os.path.abspath(os.path.join(options.out, "report.pdf"))
        run(binary, os.path.join(work, "profile-pdf"), ["--no-pdf-header-footer", f"--print-to-pdf={pdf}",
                                                        "file://" + os.path.abspath(options.report)])
        pdf_bytes = os.path.getsize(pdf) if os.path.exists(pdf) else 0
        results["pdf"] = {"path": pdf, "bytes": pdf_bytes}
        if pdf_bytes == 0 or not open(pdf, "rb").read(5).startswith(b"%PDF"):
            results["problems"].append("printing to PDF made no PDF")
    if options.json:
        print(json.dumps(results, sort_keys=True))
    else:
        for entry in results["widths"]:
            print(f"{entry['width']} px: overflow {entry['overflow']} px, screenshot {entry['screenshot']}")
        print(f"pdf: {results['pdf']['path']} ({results['pdf']['bytes']} bytes)")
    for problem in results["problems"]:
        print(f"html-check: {problem}", file=sys.stderr)
    return 1 if results["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
