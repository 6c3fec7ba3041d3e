/// Builds a ``FlowDefinition`` from a parsed YAML document, keeping the mark
/// of everything it reads so later checks still point at the source.
///
/// It reports every structural problem (unknown keys, wrong shapes, missing
/// `id`s) in one pass; model-level checks come after, in ``FlowChecker``.
package enum FlowDecoder {
  /// The keys a flow file may have at the top.
  package static let flowKeys = FlowKey.names
  /// The keys a step may have.
  package static let stepKeys = StepKey.names
  /// The keys a field may have.
  package static let fieldKeys = FieldKey.names
  /// The rules a field may have.
  package static let ruleKeys = RuleKey.names

  /// Decodes a document; the definition is `nil` only when the top is unusable.
  package static func decode(_ root: YAMLNode) -> (FlowDefinition?, [Diagnostic]) {
    decode(YAMLDocument(tree: root))
  }

  /// Decodes a parsed document, as ``decode(_:)-(YAMLNode)`` does a tree,
  /// taking the steps that were decoded while it was parsed, if any.
  static func decode(_ document: YAMLDocument, streamed: StreamedSteps? = nil) -> (
    FlowDefinition?, [Diagnostic]
  ) {
    var reader = NodeReader(document: document)
    reader.checkTags()
    let flow = reader.flow(document.root, streamed: streamed)
    return (flow, reader.diagnostics)
  }
}

extension YAMLDocument {
  /// Why the document is not a flow at all — its top is not a mapping, or
  /// has none of the flow's keys — or nil when it may be one.
  func notAFlow() -> String? {
    guard kind(root) == .mapping else {
      return "its top is \(kindDescription(root)), not a mapping with 'flow', 'model' and 'steps'"
    }
    for pair in 0..<pairCount(root) where isScalar(key(root, pair)) {
      if FlowKey.matcher.slot(of: key(root, pair), in: self) != nil { return nil }
    }
    return "it has none of the keys \(FlowKey.names.map { "'\($0)'" }.joined(separator: ", "))"
  }
}

extension NodeReader {
  mutating func flow(_ root: Int, streamed: StreamedSteps? = nil) -> FlowDefinition? {
    guard document.kind(root) == .mapping else {
      error(
        "a flow file must be a mapping with 'flow', 'model' and 'steps', not \(document.kindDescription(root))",
        at: document.mark(root))
      return nil
    }
    guard let map = mapping(root, "the flow", FlowKey.self) else { return nil }
    // NB: without its steps a flow is only follow-on errors ("has no steps",
    // every variant's unknown steps); the misspelt key's error says it all.
    if map.isMisspelt(.steps) { return nil }
    let name = map.required(.flow, &self).flatMap { text($0, "'flow'") } ?? ""
    let model = map.required(.model, &self).flatMap { text($0, "'model'") } ?? ""
    var steps: [StepDefinition] = []
    if let streamed, let sequence = streamed.sequence, sequence == map[.steps] {
      steps = streamed.steps
      diagnostics += streamed.diagnostics
      streamed.wasUsed = true
    } else if let list = map.required(.steps, &self).flatMap({ sequence($0, "'steps'") }) {
      steps.reserveCapacity(list.count)
      for node in list {
        if let step = step(Int(node)) { steps.append(step) }
      }
    }
    var flow = FlowDefinition(
      name: name,
      version: map[.version].flatMap { integer($0, "'version'") },
      model: model,
      title: map[.title].flatMap { text($0, "'title'") },
      steps: steps,
      mark: document.mark(root),
      stepsMark: map.keyNode(.steps).map { document.mark($0) })
    flow.modelMark = map[.model].map { document.mark($0) }
    if let list = map[.experiments].flatMap({ sequence($0, "'experiments'") }) {
      flow.experiments = list.compactMap { experiment(Int($0)) }
    }
    if let node = map[.holdout] { flow.holdout = holdout(node) }
    if let list = map[.metrics].flatMap({ sequence($0, "'metrics'") }) {
      flow.metrics = list.compactMap { metric(Int($0)) }
    }
    if let node = map[.dimensions] {
      flow.dimensionsMark = document.mark(node)
      var marks: [String: SourceMark] = [:]
      flow.dimensions = ids(node, key: "dimensions", marks: &marks) ?? []
    }
    flow.locales = locales(map[.locales], defaultLocale: map[.defaultLocale])
    return flow
  }

  mutating func step(_ node: Int) -> StepDefinition? {
    guard let map = mapping(node, "a step", StepKey.self) else { return nil }
    guard let idNode = map.required(.id, &self), let id = text(idNode, "a step's 'id'") else { return nil }
    var step = StepDefinition(id: id, mark: document.mark(node), idMark: document.mark(idNode))
    step.title = map[.title].flatMap { text($0, "'title'") }
    step.body = map[.body].flatMap { text($0, "'body'") }
    step.isFinal = map[.final].flatMap { boolean($0, "'final'") } ?? false
    step.isSkippable = map[.skippable].flatMap { boolean($0, "'skippable'") } ?? false
    if let when = map[.when] {
      step.when = condition(when)
      step.whenMark = document.mark(when)
    }
    if let list = map[.fields].flatMap({ sequence($0, "'fields'") }) {
      step.fields.reserveCapacity(list.count)
      for item in list {
        if let field = field(Int(item)) { step.fields.append(field) }
      }
    }
    if let next = map[.next] {
      step.next = nextRules(next)
    }
    if let list = map[.rules].flatMap({ sequence($0, "'rules'") }) {
      for item in list {
        if let rule = finalRule(Int(item)) { step.rules.append(rule) }
      }
    }
    if let include = map[.include], let path = text(include, "'include'") {
      step.include = IncludedFlow(path: path, mark: document.mark(include))
    }
    if let note = map[.note] {
      step.note = text(note, "'note'")
      noteOnly(step, fields: map[.fields], include: map[.include], final: map[.final])
    }
    return step
  }

  /// A `note:` step shows text and asks nothing: `fields`, `include` or
  /// `final: true` beside it is an error at that key's value.
  private mutating func noteOnly(_ step: StepDefinition, fields: Int?, include: Int?, final: Int?) {
    if let fields, !step.fields.isEmpty {
      error(
        "note step '\(step.id)' shows text only and asks nothing; move its fields to a step of their own (or write the text as 'body' above them)",
        at: document.mark(fields))
    }
    if let include {
      error("note step '\(step.id)' cannot also include a sub-flow", at: document.mark(include))
    }
    if let final, step.isFinal {
      error(
        "note step '\(step.id)' cannot be final; the final step builds the model, so write the text as its 'body'",
        at: document.mark(final))
    }
  }

  mutating func nextRules(_ node: Int) -> [NextRule] {
    if document.isScalar(node), let target = text(node, "'next'") {
      let mark = document.mark(node)
      return [NextRule(goto: target, mark: mark, gotoMark: mark)]
    }
    guard let list = sequence(node, "'next'") else { return [] }
    var rules: [NextRule] = []
    rules.reserveCapacity(list.count)
    for item in list {
      let item = Int(item)
      guard let map = mapping(item, "a 'next' branch", BranchKey.self) else { continue }
      guard let gotoNode = map.required(.goto, &self), let target = text(gotoNode, "'goto'") else { continue }
      let when = map[.when].flatMap { condition($0) }
      rules.append(
        NextRule(when: when, goto: target, mark: document.mark(item), gotoMark: document.mark(gotoNode)))
    }
    return rules
  }

  mutating func finalRule(_ node: Int) -> FinalRule? {
    guard let map = mapping(node, "a final rule", FinalRuleKey.self) else { return nil }
    let when = map.required(.when, &self).flatMap { condition($0) }
    let message = map.required(.error, &self).flatMap { text($0, "'error'") }
    guard let when, let message else { return nil }
    return FinalRule(when: when, error: message, mark: document.mark(node))
  }
}
