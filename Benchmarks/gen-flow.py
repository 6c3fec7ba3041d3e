#!/usr/bin/env python3
"""Writes a valid generated flow of STEPS steps (default 2000, about 1 KB a step) to stdout.

Usage: python3 Benchmarks/gen-flow.py [STEPS] > Benchmarks/out/flow-2000.yaml

The flow builds the built-in `User` model and passes `onboard check` with no
errors and no warnings. Every step has a title, a folded body and three fields
(labels, help, rules, options, defaults); most have `next:` branches with
GrowthBook conditions that skip ahead by one step; the last step is final and
has cross-field rules. Every tenth step is an "anchor" that no branch jumps
over, and the first two anchors collect every field the model requires, so
every path to the final step collects them.

The output depends only on STEPS: no randomness, no clock.
"""
import sys

# (key, lines under the field) for every field of the User model.
FIELDS = {
    "firstName": ["label: First name", "help: As on your passport",
                  "rules: { minLength: 1, maxLength: 40, pattern: \"[A-Za-z' -]+\" }"],
    "lastName": ["label: Last name", "help: Your family name",
                 "rules: { minLength: 1, maxLength: 60 }"],
    "email": ["label: Email address", "help: We send a confirmation link here",
              "rules: { maxLength: 254 }"],
    "age": ["label: Age", "required: false", "rules: { min: 13, max: 120 }"],
    "birthDate": ["label: Date of birth", "help: Written YYYY-MM-DD",
                  "rules: { min: 1900-01-01, max: 2026-12-31 }"],
    "country": ["label: Country", "help: Two letters, such as GB or FR",
                "rules: { minLength: 2, maxLength: 2, pattern: \"[A-Z]{2}\" }"],
    "plan": ["label: Plan", "default: free", "options:",
             "  - { value: free, label: Free }",
             "  - { value: pro, label: \"Pro, $9 a month\" }",
             "  - { value: team, label: \"Team, $29 a month\" }"],
    "interests": ["label: Interests", "help: Pick as many as you like",
                  "rules: { minItems: 0, maxItems: 3 }", "options:",
                  "  - { value: design, label: Design }",
                  "  - { value: engineering, label: Engineering }",
                  "  - { value: marketing, label: Marketing }",
                  "  - { value: sales, label: Sales }"],
    "marketingOptIn": ["label: Send me product news", "default: false"],
    "guardianEmail": ["label: Guardian's email", "help: Needed when you are under 18",
                      "rules: { minLength: 3 }"],
    "referralCode": ["label: Referral code", "help: Optional; eight letters or digits",
                     "rules: { pattern: \"[A-Z0-9]{8}\" }"],
}
ROTATION = list(FIELDS)
# The anchors at steps 0 and 10 collect every required field of User.
ANCHOR_FIELDS = {0: ["firstName", "lastName", "email"], 10: ["country", "plan", "marketingOptIn"]}

CONDITIONS = [
    "{ age: { $lt: 18 }, country: { $in: [US, CA, GB] } }",
    "{ plan: { $in: [pro, team] }, marketingOptIn: true }",
    "{ $or: [{ plan: team }, { interests: { $size: { $gt: 2 } } }] }",
    "{ email: { $regex: \"@example\\\\.com$\" }, referralCode: { $exists: true } }",
    "{ birthDate: { $gte: \"2000-01-01\" }, deviceType: { $ne: tablet } }",
]


def step_id(i):
    return f"step-{i:05d}"


def fields_of(i):
    if i in ANCHOR_FIELDS:
        return ANCHOR_FIELDS[i]
    keys = []
    for offset in (0, 4, 7):
        key = ROTATION[(i * 3 + offset) % len(ROTATION)]
        if key not in keys:
            keys.append(key)
    return keys


def write_step(out, i, steps):
    out.write(f"  - id: {step_id(i)}\n")
    out.write(f"    title: \"Question {i + 1} of {steps}: a little more about you\"\n")
    out.write("    body: >-\n")
    out.write("      We ask this only once, so that we can set up your new workspace the way you like to work;\n")
    out.write(f"      you can change it later from the settings page (section {i % 12 + 1}),\n")
    out.write("      and nothing you write here is shared with anyone outside your team.\n")
    out.write("    fields:\n")
    for key in fields_of(i):
        out.write(f"      - key: {key}\n")
        for line in FIELDS[key]:
            out.write(f"        {line}\n")
    if i == steps - 1:
        out.write("    final: true\n")
        out.write("    rules:\n")
        out.write("      - when: { age: { $lt: 18 }, guardianEmail: { $exists: false } }\n")
        out.write("        error: People under 18 need a guardian's email\n")
        out.write("      - when: { plan: team, interests: { $size: 0 } }\n")
        out.write("        error: Team plans need at least one interest\n")
        return
    # A branch may skip the next step unless that step is an anchor (or the final one).
    skippable = (i + 1) % 10 != 0 and i + 2 < steps
    if i % 4 == 3 or not skippable:
        out.write(f"    next: {step_id(i + 1)}\n")
        return
    out.write("    next:\n")
    out.write(f"      - when: {CONDITIONS[i % len(CONDITIONS)]}\n")
    out.write(f"        goto: {step_id(i + 2)}\n")
    if i % 2 == 0:
        out.write(f"      - when: {CONDITIONS[(i + 2) % len(CONDITIONS)]}\n")
        out.write(f"        goto: {step_id(i + 1)}\n")
    out.write(f"      - goto: {step_id(i + 1)}\n")


def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    if steps < 11:
        sys.exit("gen-flow.py: STEPS must be at least 11 (two anchors and a final step)")
    out = sys.stdout
    out.write(f"# Generated by Benchmarks/gen-flow.py {steps}: a valid flow for benchmarks.\n")
    out.write(f"flow: generated-{steps}\nversion: 1\nmodel: User\n")
    out.write("title: \"Welcome to Onboard (generated)\"\n")
    out.write("steps:\n")
    for i in range(steps):
        write_step(out, i, steps)


if __name__ == "__main__":
    main()
