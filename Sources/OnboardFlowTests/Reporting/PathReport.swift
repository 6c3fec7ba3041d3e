import OnboardKit

/// The report of `onboard paths`: text for people, JSON for scripts.
package enum PathReport {
  /// Paths listed per variant in the text report; `--json` lists them all.
  package static let shownPaths = 50

  /// Problems in every variant.
  public static func problemCount(_ variants: [VariantExploration]) -> Int {
    variants.reduce(0) { $0 + $1.problems.count }
  }

  /// One block per variant — its paths (✓ completes, ✗ does not), coverage,
  /// problems (✗) and warnings (!) — then a closing line.
  public static func text(_ variants: [VariantExploration], limit: Int) -> String {
    var text = ""
    for variant in variants {
      let coverage = variant.coverage
      text += "\(variant.label): \(variant.paths.count) path\(variant.paths.count == 1 ? "" : "s"); "
      text += "steps \(coverage.steps.covered)/\(coverage.steps.total), "
      text += "branches \(coverage.branches.covered)/\(coverage.branches.total), "
      text += "fields \(coverage.fields.covered)/\(coverage.fields.total); "
      text += "\(variant.boundaryChecks) boundary values\n"
      for path in variant.paths.prefix(shownPaths) {
        let mark = path.outcome == .completes ? "✓" : "✗"
        text += "  \(mark) \(path.steps.joined(separator: " → "))\n"
      }
      if variant.paths.count > shownPaths {
        text += "  … and \(variant.paths.count - shownPaths) more (--json lists them all)\n"
      }
      if variant.truncated {
        let reason =
          variant.stopReason
          ?? "stopped at the limit of \(limit) paths (raise it with --limit); coverage is partial"
        text += "  ! \(reason)\n"
      }
      for problem in variant.problems { text += "  ✗ \(problem)\n" }
      for warning in variant.warnings { text += "  ! \(warning)\n" }
    }
    let paths = variants.reduce(0) { $0 + $1.paths.count }
    let problems = problemCount(variants)
    let warnings = variants.reduce(0) { $0 + $1.warnings.count }
    text +=
      "\(paths) path\(paths == 1 ? "" : "s") in \(variants.count) variant flow\(variants.count == 1 ? "" : "s"): "
    text += "\(problems) problem\(problems == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    return text
  }

  /// `{"flow", "variants": [{label, forced, truncated, coverage, boundaryValues, paths, problems, warnings}], "problems"}`.
  public static func json(_ variants: [VariantExploration], flow: String) -> String {
    let items = variants.map { variant -> JSONValue in
      func pair(_ counts: (covered: Int, total: Int)) -> JSONValue {
        .object(["covered": .number(Double(counts.covered)), "total": .number(Double(counts.total))])
      }
      return .object([
        "label": .string(variant.label),
        "forced": .object(variant.forced.mapValues(JSONValue.string)),
        "truncated": .bool(variant.truncated),
        "coverage": .object([
          "steps": pair(variant.coverage.steps), "branches": pair(variant.coverage.branches),
          "fields": pair(variant.coverage.fields),
        ]),
        "boundaryValues": .number(Double(variant.boundaryChecks)),
        "paths": .array(variant.paths.map(pathJSON)),
        "problems": .array(variant.problems.map(JSONValue.string)),
        "warnings": .array(variant.warnings.map(JSONValue.string)),
      ])
    }
    return JSONWriter.object([
      ("flow", .string(flow)), ("variants", .array(items)),
      ("problems", .number(Double(problemCount(variants)))),
    ])
  }

  private static func pathJSON(_ path: ExploredPath) -> JSONValue {
    var members: [String: JSONValue] = ["steps": .array(path.steps.map(JSONValue.string))]
    switch path.outcome {
    case .completes: members["outcome"] = "completes"
    case .cannotComplete(let problems):
      members["outcome"] = "cannotComplete"
      members["problems"] = .array(problems.map(JSONValue.string))
    case .stopped(let why):
      members["outcome"] = "stopped"
      members["problems"] = .array([.string(why)])
    }
    return .object(members)
  }
}
