extension YAMLNode {
  /// The node as a ``JSONValue``, reading plain scalars the way YAML 1.2's core
  /// schema does; conditions are compared on these values.
  ///
  /// Only **plain** (unquoted) scalars are interpreted, by
  /// ``YAMLNode/coreSchemaValue(ofPlain:)``: `null`, `~` and nothing are null,
  /// `true`/`false` are booleans, integers and floats are numbers. Every quoted
  /// or block scalar, and every plain scalar with the tag `!` or `!!str`, stays
  /// a string. So `country: no` is the string `"no"` (YAML 1.1's boolean is not
  /// used), and `zip: "02134"` keeps its leading zero while `zip: 02134` is the
  /// number 2134.
  ///
  /// ```swift
  /// // attributes: { plan: pro, seats: 5, trial: false, coupon: ~ }
  /// try node.jsonValue()
  /// // .object(["plan": .string("pro"), "seats": .number(5), "trial": .bool(false), "coupon": .null])
  /// ```
  ///
  /// Sequences become arrays and mappings objects, keyed by each key's text.
  /// Nodes from ``YAMLParser`` are at most ``YAMLLimits/maxDepth`` deep, which
  /// bounds the recursion here.
  ///
  /// - Throws: a diagnostic at the key when a mapping key is not a scalar.
  package func jsonValue() throws(DiagnosticError) -> JSONValue {
    switch content {
    case .scalar(let text, .plain):
      if tag == "!" || tag == "tag:yaml.org,2002:str" { return .string(text) }
      return Self.coreSchemaValue(ofPlain: text)
    case .scalar(let text, _):
      return .string(text)
    case .sequence(let elements):
      var array: [JSONValue] = []
      array.reserveCapacity(elements.count)
      for element in elements { try array.append(element.jsonValue()) }
      return .array(array)
    case .mapping(let pairs):
      var object: [String: JSONValue] = [:]
      object.reserveCapacity(pairs.count)
      for pair in pairs {
        guard let key = pair.key.scalar else {
          let message = "a mapping key must be a scalar, not \(pair.key.kindDescription)"
          throw DiagnosticError([.error(message, at: pair.key.mark)])
        }
        object[key] = try pair.value.jsonValue()
      }
      return .object(object)
    }
  }

  /// What a plain scalar means under YAML 1.2's core schema, as JSON.
  ///
  /// | text | value |
  /// | --- | --- |
  /// | empty, `~`, `null`, `Null`, `NULL` | `.null` |
  /// | `true`, `True`, `TRUE`, `false`, `False`, `FALSE` | `.bool` |
  /// | `12`, `-3`, `+7`, `0o17`, `0x1F` | `.number` |
  /// | `1.5`, `-.5`, `2.`, `6.02e23`, `1E-3` | `.number` |
  /// | anything else, including `yes`, `no`, `.inf` and `.nan` | `.string` |
  ///
  /// `.inf` and `.nan` stay strings because JSON has neither.
  package static func coreSchemaValue(ofPlain text: String) -> JSONValue {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: return CoreSchemaNumber.parse(text).map(JSONValue.number) ?? .string(text)
    }
  }
}
