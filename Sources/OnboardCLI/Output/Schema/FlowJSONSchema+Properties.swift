import OnboardKit

extension FlowJSONSchema {
  /// The top-level keys, by name.
  static func flowProperties(_ models: ModelRegistry) -> [String: JSONValue] {
    [
      "flow": ref("text", "The flow's name, used in events and reports."),
      "version": typed(
        "integer", "A whole number; bump it when the flow changes so reports can tell versions apart."),
      "model": .object([
        "enum": strings(models.schemas.keys.sorted()),
        "description": .string("The model the flow builds; its schema gives every field's kind."),
      ]),
      "title": ref("text", "Shown above every step."),
      "steps": .object([
        "type": .string("array"),
        "minItems": .number(1),
        "items": ref("step", "A step."),
        "description": .string("The steps, in order; the first is where every run starts."),
      ]),
      "experiments": experimentsProperty,
      "metrics": metricsProperty,
      "dimensions": dimensionsProperty,
      "holdout": closedObject(
        ["weight", "seed"],
        [
          "weight": .object([
            "type": .string("number"), "exclusiveMinimum": .number(0), "maximum": .number(0.5),
            "description": .string("The share of people who see the base flow in every experiment."),
          ]),
          "seed": ref("text", "The hashing seed; 'holdout' when left out."),
        ], required: ["weight"], description: "People kept out of every experiment (see docs/experiments.md)."
      ),
      "locales": .object([
        "type": .string("array"),
        "minItems": .number(1),
        "uniqueItems": .bool(true),
        "items": .object([
          "type": .string("string"), "pattern": .string("^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"),
        ]),
        "description": .string(
          "The locales the flow is written in (en, de, de-CH); each but the default has a file beside the flow (signup.de.yaml)."
        ),
      ]),
      "defaultLocale": ref(
        "text", "The locale the flow file's own texts are in; the first of 'locales' when left out."),
    ]
  }

  /// The keys of a step, by name.
  static let stepProperties: [String: JSONValue] = [
    "id": ref("text", "Unique within the flow; events, tests and 'goto' use it."),
    "title": ref("text", "The heading the person reads."),
    "body": ref("text", "Text under the title."),
    "fields": .object([
      "type": .string("array"),
      "items": ref("field", "A field, as a mapping or just its key."),
      "description": .string("The fields the step collects, in order."),
    ]),
    "next": ref("next", "Where to go afterwards; without it, the following step."),
    "final": ref(
      "boolean", "true on a step that ends the flow: it validates everything and builds the model."),
    "rules": .object([
      "type": .string("array"),
      "items": ref("finalRule", "A cross-field rule."),
      "description": .string("Final steps only: cross-field rules checked when the run ends."),
    ]),
    "include": ref(
      "text", "A path to another flow file, relative to this one, run here as a sub-flow. No fields then."),
    "when": ref(
      "condition",
      "Shown only when this condition over the attributes and earlier answers holds; else passed over."),
    "skippable": ref("boolean", "true: the person may skip the step, leaving its fields empty."),
    "note": ref("text", "A note step: text the person reads and continues from; no fields."),
  ]

  /// The keys of a field given as a mapping, by name.
  static let fieldProperties: [String: JSONValue] = [
    "key": ref("fieldKey", "The schema name of a model field."),
    "label": ref("text", "What the prompt says; defaults to the key."),
    "help": ref("text", "A line of help under the field."),
    "required": ref(
      "boolean",
      "true makes an optional model field required on this step; false cannot relax a required one."),
    "default": .object([
      "description": .string(
        "The answer used when the person gives none; it must fit the field's kind and options.")
    ]),
    "rules": ref("rules", "Rules the answer must meet; which apply depends on the field's kind."),
    "options": .object([
      "type": .string("array"),
      "items": ref("option", "An option: { value, label } or a plain value."),
      "description": .string(
        "Choice and multi-choice fields: the options offered. Without it, a choice offers every value."),
    ]),
    "private": ref(
      "boolean",
      "true on a personal answer: no metric may name it, so it never enters the store through metrics."),
    "when": ref(
      "condition",
      "Asked only when this condition over the attributes and earlier answers holds; else it keeps no answer."
    ),
    "compute": ref(
      "text",
      "Never asked: the value is derived from earlier answers, e.g. yearsSince(birthDate), lowercase(email), "
        + "trim(x), concat(firstName, \" \", lastName) (docs/flow-format.md)."),
  ]

  /// The rules of a field, by name.
  static let ruleProperties: [String: JSONValue] = [
    "minLength": typed("integer", "Text and email: fewest characters."),
    "maxLength": typed("integer", "Text and email: most characters."),
    "min": ref("bound", "Integer, number and date fields: the smallest value or earliest date."),
    "max": ref("bound", "Integer, number and date fields: the largest value or latest date."),
    "pattern": ref("text", "Text and email: an ICU regular expression the whole answer must match."),
    "message": ref(
      "text",
      "What the person sees when the answer breaks a rule or does not parse, instead of the default message."),
    "minItems": typed("integer", "Multi-choice: fewest options chosen."),
    "maxItems": typed("integer", "Multi-choice: most options chosen."),
  ]
}
