extension YAMLDocument {
  /// A node as a ``JSONValue``, exactly as ``YAMLNode/jsonValue()`` reads it:
  /// plain scalars by YAML 1.2's core schema, everything else as text.
  ///
  /// - Throws: a diagnostic at the key when a mapping key is not a scalar.
  package func jsonValue(_ node: Int) throws(DiagnosticError) -> JSONValue {
    let entry = nodes[node]
    switch entry.kind {
    case .scalar:
      if entry.style == .plain {
        if let tag = tag(node), tag == "!" || tag == "tag:yaml.org,2002:str" {
          return .string(string(node) ?? "")
        }
        return coreSchemaValue(entry)
      }
      return .string(string(node) ?? "")
    case .sequence:
      var array: [JSONValue] = []
      array.reserveCapacity(Int(entry.count))
      for element in childNodes(node) { try array.append(jsonValue(Int(element))) }
      return .array(array)
    case .mapping:
      var object: [String: JSONValue] = [:]
      object.reserveCapacity(Int(entry.count) / 2)
      for pair in 0..<pairCount(node) {
        let key = self.key(node, pair)
        guard let name = string(key) else {
          let message = "a mapping key must be a scalar, not \(kindDescription(key))"
          throw DiagnosticError([.error(message, at: mark(key))])
        }
        object[name] = try jsonValue(value(node, pair))
      }
      return .object(object)
    }
  }

  /// ``YAMLNode/coreSchemaValue(ofPlain:)`` of a plain scalar, read from its bytes.
  private func coreSchemaValue(_ entry: Node) -> JSONValue {
    let bytes = text[Int(entry.start)..<Int(entry.start + entry.count)]
    if Self.spellsNull(bytes) { return .null }
    switch bytes.count {
    case 4
    where bytes.elementsEqual("true".utf8) || bytes.elementsEqual("True".utf8)
      || bytes.elementsEqual("TRUE".utf8):
      return .bool(true)
    case 5
    where bytes.elementsEqual("false".utf8) || bytes.elementsEqual("False".utf8)
      || bytes.elementsEqual("FALSE".utf8):
      return .bool(false)
    default:
      return CoreSchemaNumber.parse(utf8: bytes).map(JSONValue.number)
        ?? .string(String(decoding: bytes, as: UTF8.self))
    }
  }
}
