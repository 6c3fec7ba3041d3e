import OnboardKit
import OnboardYAML

extension FlowJSONSchema {
  /// The shared parts, under `definitions`.
  static func definitions(_ models: ModelRegistry) -> [String: JSONValue] {
    [
      "text": .object([
        "type": strings(["string", "number", "boolean"]),
        "description": .string("Text; a number or boolean is read as written."),
      ]),
      "boolean": .object([
        "anyOf": .array([
          .object(["type": .string("boolean")]),
          .object([
            "enum": strings(["yes", "no", "on", "off", "Yes", "No", "On", "Off", "YES", "NO", "ON", "OFF"])
          ]),
        ]),
        "description": .string("true or false (YAML 1.1's yes/no and on/off are read too)."),
      ]),
      "bound": .object([
        "type": strings(["number", "string"]),
        "description": .string("A number, or a date written YYYY-MM-DD."),
      ]),
      "step": closedObject(
        FlowDecoder.stepKeys, stepProperties, required: ["id"],
        description: "A step: a screen that collects fields, or an included sub-flow."),
      "field": .object([
        "anyOf": .array([
          ref("fieldKey", "A field with nothing but its key."), ref("fieldMapping", "A field."),
        ]),
        "description": .string("A field, as a mapping or just its key."),
      ]),
      "fieldMapping": closedObject(
        FlowDecoder.fieldKeys, fieldProperties, required: ["key"],
        description: "A model field as this step asks for it."),
      "fieldKey": fieldKey(models),
      "rules": closedObject(
        FlowDecoder.ruleKeys, ruleProperties, required: [], description: "Rules the answer must meet."),
      "option": .object([
        "anyOf": .array([
          ref("text", "The value, shown as it is."),
          closedObject(
            ["value", "label"],
            ["value": ref("text", "The value stored."), "label": ref("text", "What the person sees.")],
            required: ["value"], description: "An option with a label."),
        ]),
        "description": .string("An option: { value, label } or a plain value."),
      ]),
      "next": .object([
        "anyOf": .array([
          ref("text", "The id of the step to go to."),
          .object(["type": .string("array"), "items": ref("branch", "A branch.")]),
        ]),
        "description": .string("A step id, or branches tried in order: the first whose 'when' holds wins."),
      ]),
      "branch": closedObject(
        ["when", "goto"],
        [
          "when": ref("condition", "Taken when this holds; always, without it."),
          "goto": ref("text", "The id of a step of this flow file."),
        ], required: ["goto"], description: "A branch of 'next'."),
      "finalRule": closedObject(
        ["when", "error"],
        [
          "when": ref("condition", "When this holds, the run is rejected."),
          "error": ref("text", "The message the person sees."),
        ], required: ["when", "error"], description: "A cross-field rule of the final step."),
      "condition": condition(models),
      "conditionValue": conditionValue,
    ]
  }

  /// A model field's name: an enum, each value described with its kind.
  static func fieldKey(_ models: ModelRegistry) -> JSONValue {
    var names: [String] = []
    var descriptions: [String] = []
    for model in models.schemas.keys.sorted() {
      for field in models.schemas[model]?.fields ?? [] where !names.contains(field.name) {
        names.append(field.name)
        let values = field.allowedValues.map { " of \($0.joined(separator: ", "))" } ?? ""
        let need = field.isRequired ? "required" : "optional"
        descriptions.append("\(model): \(field.kind.displayName)\(values), \(need)")
      }
    }
    return .object([
      "type": .string("string"),
      "enum": strings(names),
      "enumDescriptions": strings(descriptions),
      "description": .string("The schema name of a model field."),
    ])
  }

  /// The operators that combine a list of conditions (`$not` takes one).
  static let listOperators = ["$and", "$or", "$nor"]

  /// A GrowthBook condition over fields and attributes; its keys complete to
  /// the models' fields and the logical operators (`$and`, `$or`, `$nor`, `$not`).
  static func condition(_ models: ModelRegistry) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for model in models.schemas.values {
      for field in model.fields {
        properties[field.name] = ref(
          "conditionValue", "The value of field '\(field.name)', or operators on it.")
      }
    }
    for name in listOperators {
      properties[name] = .object(["type": .string("array"), "items": ref("condition", "A condition.")])
    }
    properties["$not"] = ref("condition", "Holds when the condition does not.")
    return .object([
      "type": .string("object"),
      "description": .string(
        "A condition in GrowthBook's language over the fields collected so far and the caller's attributes, "
          + "as in { age: { $lt: 18 } }."),
      "properties": .object(properties),
      "propertyNames": operatorNames(listOperators + ["$not"]),
      "additionalProperties": ref("conditionValue", "An attribute's value, or operators on it."),
    ])
  }

  /// Keys that are attribute names, or one of `operators` when they start with `$`.
  static func operatorNames(_ operators: [String]) -> JSONValue {
    .object([
      "anyOf": .array([
        .object(["not": .object(["pattern": .string("^\\$")])]),
        .object(["enum": strings(operators.sorted())]),
      ])
    ])
  }

  /// A value in a condition: anything, with the value operators offered.
  static var conditionValue: JSONValue {
    let operators = Condition.operators.subtracting(listOperators).sorted()
    return .object([
      "description": .string("A value to equal, or an object of operators such as { $gte: 18 }."),
      "properties": .object(Dictionary(uniqueKeysWithValues: operators.map { ($0, JSONValue.object([:])) })),
      "propertyNames": operatorNames(operators),
    ])
  }
}
