import OnboardStore

extension StoreAggregator {
  /// The counts of one experiment: the four grouped queries of
  /// ``ReportQueries``, put together per variant, and the warnings about
  /// rows left out because they cannot be.
  func experimentCounts(
    flow: String, key: String, plan: [ReportPlan.Variant]?, window: ReportWindow
  ) throws -> (counts: ExperimentCounts, warnings: [String]) {
    let parameters: [SQLValue] = [.text(flow), .text(key)] + window.parameters
    let queries = source(window: window)
    var rows = ExperimentRows()
    try store.query(queries.outcomes, parameters) { row in
      guard let variant = row["variant"].text else { return }
      rows.outcomes[variant] = (count(row["users"]), count(row["conversions"]))
    }
    try store.query(queries.times, parameters) { row in
      guard let variant = row["variant"].text else { return }
      rows.times[variant] = Self.completionTimes(row)
      rows.timesLeftOut[variant] = count(row["left_out"])
    }
    try store.query(queries.steps, parameters) { row in
      guard let variant = row["variant"].text, let step = row["step"].text else { return }
      rows.steps[variant, default: [:]][step] = StepRow(
        reached: count(row["reached"]), completed: count(row["completed"]),
        attempts: count(row["attempts"]), firstSeen: count(row["first_seq"]))
    }
    try store.query(queries.fields, parameters) { row in
      guard let variant = row["variant"].text, let step = row["step"].text else { return }
      let failures = count(row["failures"])
      if let field = row["field"].text {
        rows.failures[variant, default: []].append((step, field, nil, failures))
      } else if let rule = row["rule"].text {
        rows.failures[variant, default: []].append((step, "", rule, failures))
      }
    }
    var multiple = 0
    var first: Int64?
    var last: Int64?
    try store.query(queries.exposed, parameters) { row in
      multiple = count(row["multiple"])
      first = row["first_ms"].integer
      last = row["last_ms"].integer
    }
    var versions: [Int] = []
    try store.query(queries.versions, [.text(flow), .text(key)]) { row in
      if let version = row[0].integer.flatMap({ Int(exactly: $0) }) { versions.append(version) }
    }
    let variants = Self.variantOrder(seen: Array(rows.outcomes.keys), plan: plan)
    let unknown = Self.unknownVariants(seen: Array(rows.outcomes.keys), plan: plan)
    let counts = ExperimentCounts(
      key: key,
      variants: variants.map { variant in
        rows.variantCounts(variant.id, weight: variant.weight, plannedSteps: variant.steps)
      },
      multipleExposures: multiple,
      unknownVariants: unknown.map { UnknownVariantCounts(id: $0, users: rows.outcomes[$0]?.users ?? 0) },
      firstExposureMs: first, lastExposureMs: last,
      flowVersions: window.flowVersion.map { [$0] } ?? versions.sorted())
    var warnings = variants.flatMap { rows.warnings($0.id, experiment: key) }
    if versions.count > 1, window.flowVersion == nil {
      warnings.append(
        "experiment '\(key)': its exposures span flow versions "
          + versions.sorted().map(String.init).joined(separator: ", ")
          + ", pooled here; give --flow-version N to report one")
    }
    return (counts, warnings)
  }

  /// A count column as an `Int` (0 for `NULL` or a value out of range).
  private func count(_ value: SQLValue) -> Int {
    value.integer.flatMap { Int(exactly: $0) } ?? 0
  }

  /// The times row in seconds: exact integer sums of milliseconds turned
  /// into `Double` once, so every database gives the same bits.
  static func completionTimes(_ row: QueryRow) -> CompletionTimes {
    let n = Int(row["n"].integer ?? 0)
    guard n > 0 else { return .empty }
    let total = row["total_ms"].real ?? 0
    let squares =
      (row["whole_squares"].real ?? 0) + 2 * (row["cross_terms"].real ?? 0) / 1000
      + (row["part_squares"].real ?? 0) / 1_000_000
    let middleCount = row["middle_count"].real ?? 0
    let median = middleCount > 0 ? (row["middle_sum"].real ?? 0) / middleCount / 1000 : nil
    return CompletionTimes(count: n, sum: total / 1000, sumOfSquares: squares, medianSeconds: median)
  }

  /// The variants to report: the plan's, in its order. Without a plan:
  /// those the events name, `control` first, then by id, weight 1 each.
  static func variantOrder(seen: [String], plan: [ReportPlan.Variant]?) -> [ReportPlan.Variant] {
    guard let plan else {
      let others = seen.sorted()
      let ordered = others.filter { $0 == "control" } + others.filter { $0 != "control" }
      return ordered.map { ReportPlan.Variant(id: $0, weight: 1, steps: []) }
    }
    return plan
  }

  /// The variants the events name that the plan does not, by id: a variant
  /// since removed from the flow file, or events from elsewhere. Without a
  /// plan every variant is known.
  static func unknownVariants(seen: [String], plan: [ReportPlan.Variant]?) -> [String] {
    guard let plan else { return [] }
    return seen.filter { id in !plan.contains { $0.id == id } }.sorted()
  }
}
