/// Turns a persona and a flow into ``CombinationPlan``s: per combination of
/// variants, each step's abandonment with the variants' factors, each
/// field's answer generator with the variants' weight factors, limited to
/// the options the step offers.
struct PlanCompiler: Sendable {
  let flow: FlowDefinition
  let persona: Persona
  let schema: SchemaDescriptor
  /// Every step any variant shows, numbered.
  let stepIndex: [String: Int]
  /// The answers of the fields the persona leaves out.
  let defaults: DefaultAnswers

  init(flow: FlowDefinition, persona: Persona, schema: SchemaDescriptor, probe: ModelProbe = .rulesOnly) {
    self.flow = flow
    self.persona = persona
    self.schema = schema
    defaults = DefaultAnswers(probe: probe)
    let names = PersonaContext(flow: flow, schema: schema).stepNames
    stepIndex = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The plan of the flow shown with `variants` (experiment key → variant id).
  func plan(variants: [String: String]) -> CombinationPlan {
    var shown = flow
    for experiment in flow.experiments {
      guard let id = variants[experiment.key], let variant = experiment.variants.first(where: { $0.id == id })
      else { continue }
      shown = shown.applying(variant)
    }
    var steps: [String: StepPlan] = [:]
    for node in FlowGraph(shown).nodes where node.role == .step {
      let behaviour = persona.behaviour(atStep: node.name)
      steps[node.name] = StepPlan(
        index: stepIndex[node.name] ?? 0,
        abandon: persona.abandonment(atStep: node.name, variants: variants),
        back: behaviour.back, seconds: behaviour.seconds,
        fields: node.step.fields.compactMap { field($0, variants: variants) },
        hasConditionalFields: node.step.fields.contains { $0.when != nil || $0.compute != nil })
    }
    return CombinationPlan(steps: steps)
  }

  private func field(_ field: FieldDefinition, variants: [String: String]) -> FieldPlan? {
    guard let descriptor = schema.field(named: field.key) else { return nil }
    let offered = field.options?.map(\.value) ?? descriptor.allowedValues
    let behaviour = persona.fields[field.key]
    var factors: [String: Double] = [:]
    for (key, id) in variants {
      for (value, factor) in persona.variants[key]?[id]?.weightFactors[field.key] ?? [:] {
        factors[value, default: 1] *= factor
      }
    }
    let answer =
      behaviour.flatMap { generator($0, kind: descriptor.kind, offered: offered, factors: factors) }
      ?? defaults.generator(key: field.key, kind: descriptor.kind, rules: field.rules, offered: offered)
    return FieldPlan(
      key: field.key, answer: answer, invalid: behaviour?.invalid ?? 0,
      invalidValue: behaviour?.invalidValue ?? InvalidAnswer.value(for: descriptor.kind, rules: field.rules),
      blank: behaviour?.blank ?? 0)
  }

  private func generator(
    _ behaviour: FieldBehaviour, kind: FieldKind, offered: [String]?, factors: [String: Double]
  ) -> AnswerGenerator? {
    switch behaviour.answers {
    case .values(let table):
      var values: [JSONValue] = []
      var weights: [Double] = []
      for (value, weight) in zip(table.values, table.weights) where offered?.contains(value) ?? true {
        values.append(.string(value))
        weights.append(weight * (factors[value] ?? 1))
      }
      let weighted = WeightedTable(values, weights: weights)
      guard !weighted.isEmpty else { return nil }
      return kind.definition.isList ? .several(weighted, count: behaviour.count) : .table(weighted)
    case .numbers(let distribution):
      return kind.definition.personaRange == .whole ? .integer(distribution) : .number(distribution)
    case .dates(let distribution):
      return .dates(distribution)
    case .email(let domain):
      return .email(suffix: "@" + domain)
    case .code(let length):
      return .code(length: length)
    case .attribute(let name):
      return .attribute(name)
    }
  }
}
