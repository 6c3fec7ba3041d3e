#!/usr/bin/env python3
"""Writes a generated flow file of STEPS steps (default 2000, about 2 MB) to stdout.

Usage: python3 Benchmarks/gen-flow.py [STEPS] > /tmp/flow-2000.yaml
"""
import sys

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out = sys.stdout
out.write("# Generated benchmark flow.\nid: generated\ntitle: \"Generated flow\"\n")
out.write("defaults: &defaults\n  required: true\n  skippable: false\n  timeout: 30\n")
out.write("steps:\n")
for i in range(steps):
    out.write(f"  - id: step-{i}\n")
    out.write(f"    kind: {('choice', 'text', 'info')[i % 3]}\n")
    out.write(f"    title: \"Question number {i}: what describes your team best?\"\n")
    out.write("    help: >\n")
    out.write("      Pick the answer that fits most of the time; you can change it\n")
    out.write("      later from the settings page, and nothing is shared with others.\n")
    out.write("    settings: *defaults\n")
    out.write(f"    tags: [onboarding, generated, 'batch-{i // 100}', \"step {i}\"]\n")
    out.write(f"    analytics: {{ event: step_viewed, category: onboarding, position: {i} }}\n")
    out.write("    options:\n")
    for j in range(6):
        out.write(f"      - {{ value: option-{j}, label: 'Option {j} for step {i}', weight: {j * 1.5} }}\n")
    out.write("    when:\n")
    out.write("      country: { $in: [US, CA, GB, DE, FR] }\n")
    out.write(f"      plan: {{ $ne: free }}\n")
    out.write(f"      seats: {{ $gte: {i % 50} }}\n")
    out.write(f"    next: step-{i + 1}\n")
