#!/usr/bin/env python3
"""Checks an HTML report in a real browser (Debian's headless Chromium).

For each width (400 px, a phone; 1200 px, a laptop) it renders a copy of the
report with one measuring script added (the report itself has none), reads back
how far the page is wider than the window (document scrollWidth − clientWidth),
whether every experiment opens with its decision sentence (p.sentence right
after its heading, not empty, inside the window), how many cumulative lift
charts (svg.history) there are and whether any SVG reaches past the window,
and takes a screenshot. The print stylesheet is measured the same way at an A4
page's width (its '@media print' read as every medium), and the page is printed
to PDF, as a person printing it would. Fails (exit 1) when the page overflows
sideways at a width or printed, an experiment lacks its sentence, a chart is
too wide, or a screenshot or the PDF is missing or empty. Exit 2 when Chromium
is not installed.

    python3 Scripts/html-check.py REPORT.html [--out FOLDER] [--json]

Tests/OnboardCLITests/ReportHTMLBrowserTests.swift runs it in `make test`.
"""
import argparse
import html as markup
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

WIDTHS = (400, 1200)
# An A4 page at 96 px an inch, less Chromium's default margins of 1 cm each side.
PRINT_WIDTH = 718
# Headless Chromium will not make a window narrower than 500 px, so the report
# is measured inside an iframe of the width: the iframe is the page's viewport
# (its media queries and its scrollWidth), and the report's copy posts what it
# measured to the frame around it, as JSON: how far the page is wider than the
# window, the window's width, the experiments, those whose first line (after
# the heading) is a non-empty decision sentence laid out inside the window, the
# cumulative lift charts, and the SVGs that reach past the window's right edge.
MEASURE = (
    "<script>(function () {"
    "var root = document.documentElement, width = root.clientWidth;"
    "var sections = document.querySelectorAll('section.experiment'), sentences = 0;"
    "sections.forEach(function (section) {"
    "  var first = section.querySelector('h2 + *');"
    "  if (first && first.matches('p.sentence') && first.textContent.trim().length > 0"
    "      && first.offsetHeight > 0 && first.getBoundingClientRect().right <= width + 0.5) sentences += 1;"
    "});"
    "var svgs = Array.prototype.slice.call(document.querySelectorAll('svg'));"
    "var wide = svgs.filter(function (svg) { return svg.getBoundingClientRect().right > width + 0.5; }).length;"
    "parent.postMessage(JSON.stringify({overflow: root.scrollWidth - width, width: width,"
    " sections: sections.length, sentences: sentences,"
    " histories: document.querySelectorAll('svg.history').length, wideSVGs: wide}), '*');"
    "})();</script>"
)
FRAME = (
    "<!doctype html><html><body style='margin:0'>"
    "<script>window.addEventListener('message', function (e) {{"
    "document.body.setAttribute('data-measured', String(e.data));"
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
        # The print stylesheet, laid out on screen at a page's width: '@media print' read as every medium.
        printed = os.path.join(work, "printed.html")
        with open(printed, "w", encoding="utf-8") as file:
            file.write(html.replace("@media print", "@media all").replace("</body>", MEASURE + "</body>", 1))
        for width in WIDTHS + ("print",):
            page = "printed.html" if width == "print" else "measured.html"
            pixels = PRINT_WIDTH if width == "print" else width
            label = f"print ({PRINT_WIDTH} px)" if width == "print" else f"{width} px"
            profile = os.path.join(work, f"profile-{width}")
            frame = os.path.join(work, f"frame-{width}.html")
            with open(frame, "w", encoding="utf-8") as file:
                file.write(FRAME.format(page=page, width=pixels, height=900))
            done = run(binary, profile, [f"--window-size={max(pixels, 500) + 20},900", "--virtual-time-budget=5000",
                                         "--dump-dom", "file://" + frame])
            found = re.search(r'data-measured="([^"]*)"', done.stdout)
            if not found:
                results["problems"].append(f"{label}: the page did not render ({done.stderr.strip()[:200]})")
                continue
            measured = json.loads(markup.unescape(found.group(1)))
            entry = {"width": width, "clientWidth": measured["width"], "overflow": measured["overflow"],
                     "sections": measured["sections"], "sentences": measured["sentences"],
                     "histories": measured["histories"], "wideSVGs": measured["wideSVGs"]}
            if measured["overflow"] > 0:
                results["problems"].append(f"{label}: the page is {measured['overflow']} px wider than the window")
            if measured["sentences"] != measured["sections"]:
                results["problems"].append(
                    f"{label}: {measured['sections'] - measured['sentences']} of {measured['sections']} experiments "
                    "do not open with their decision sentence inside the window")
            if measured["wideSVGs"] > 0:
                results["problems"].append(f"{label}: {measured['wideSVGs']} charts reach past the window")
            if width == "print":
                results["print"] = entry
                continue
            shot = os.path.abspath(os.path.join(options.out, f"report-{width}.png"))
            pictured = os.path.join(work, f"picture-{width}.html")
            with open(pictured, "w", encoding="utf-8") as file:
                file.write(FRAME.format(page=page, width=width, height=2400))
            run(binary, profile, [f"--window-size={max(width, 500)},2400", "--virtual-time-budget=5000",
                                  f"--screenshot={shot}", "file://" + pictured])
            size = os.path.getsize(shot) if os.path.exists(shot) else 0
            entry.update({"screenshot": shot, "screenshotBytes": size})
            results["widths"].append(entry)
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
        for entry in results["widths"] + ([results["print"]] if "print" in results else []):
            print(f"{entry['width']}: overflow {entry['overflow']} px, {entry['sentences']} of {entry['sections']} "
                  f"sentences, {entry['histories']} lift charts, screenshot {entry.get('screenshot', '-')}")
        print(f"pdf: {results['pdf']['path']} ({results['pdf']['bytes']} bytes)")
    for problem in results["problems"]:
        print(f"html-check: {problem}", file=sys.stderr)
    return 1 if results["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
