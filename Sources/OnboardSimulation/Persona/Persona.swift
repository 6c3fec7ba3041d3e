import Foundation

/// Who the simulated people are and how they behave, as a persona file
/// describes them (see `docs/personas.md`): their attributes, how they answer
/// each field, how often they give up, go back or get a field wrong on each
/// step, how long each step takes, and how each experiment's variants change
/// that — so a variant can really convert better.
///
/// ```swift
/// let persona = try PersonaLoader.load(path: "Flows/personas/signup.yaml", flow: flow, schema: schema)
/// let p = persona.abandonment(atStep: "plan", variants: ["signup-plan-first": "plan-first"])
/// ```
public struct Persona: Sendable {
  /// The persona's name (`persona:`).
  public var name: String
  /// The flow it was written for (`flow:`), when given.
  public var flow: String?
  /// When the first person arrives.
  public var start: Date
  /// Seconds between the arrivals of two consecutive people.
  public var spacing: Double
  /// The attributes each person carries (what audiences and conditions read).
  public var attributes: [PersonaAttribute]
  /// What every step does unless `steps:` says otherwise.
  public var defaults: StepBehaviour
  /// Per step (qualified, `contact/email`), what differs from ``defaults``.
  public var steps: [String: StepBehaviour]
  /// How each field is answered, by field name.
  public var fields: [String: FieldBehaviour]
  /// Per experiment key, per variant id, how the variant changes behaviour.
  public var variants: [String: [String: VariantEffect]]
  /// What people do after onboarding (`outcomes:`), in the order written.
  public var outcomes: [OutcomeBehaviour] = []

  /// A persona; everything but the name has a neutral default.
  public init(
    name: String, flow: String? = nil, start: Date = Date(timeIntervalSince1970: 1_767_225_600),
    spacing: Double = 1, attributes: [PersonaAttribute] = [], defaults: StepBehaviour = StepBehaviour(),
    steps: [String: StepBehaviour] = [:], fields: [String: FieldBehaviour] = [:],
    variants: [String: [String: VariantEffect]] = [:]
  ) {
    self.name = name
    self.flow = flow
    self.start = start
    self.spacing = spacing
    self.attributes = attributes
    self.defaults = defaults
    self.steps = steps
    self.fields = fields
    self.variants = variants
  }

  /// What a step does, with ``defaults`` filled in.
  public func behaviour(atStep step: String) -> ResolvedStepBehaviour {
    let own = steps[step]
    return ResolvedStepBehaviour(
      abandon: own?.abandon ?? defaults.abandon ?? 0,
      back: own?.back ?? defaults.back ?? 0,
      seconds: own?.seconds ?? defaults.seconds ?? StepBehaviour.defaultSeconds)
  }

  /// The chance that a person gives up on `step` when they first see it,
  /// given their variants (experiment key → variant id): the step's
  /// abandonment times every matching variant's factors, at most 1.
  public func abandonment(atStep step: String, variants chosen: [String: String]) -> Double {
    var probability = behaviour(atStep: step).abandon
    for (key, id) in chosen {
      guard let effect = variants[key]?[id] else { continue }
      probability *= effect.abandonFactor * (effect.stepFactors[step] ?? 1)
    }
    return min(1, max(0, probability))
  }
}

/// One attribute of the simulated people and its distribution.
public struct PersonaAttribute: Sendable {
  /// The attribute's name, e.g. `country`.
  public var name: String
  /// Its values with their weights.
  public var values: WeightedTable<JSONValue>

  /// An attribute.
  public init(name: String, values: WeightedTable<JSONValue>) {
    self.name = name
    self.values = values
  }
}
