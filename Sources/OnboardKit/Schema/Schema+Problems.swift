extension Schema where Model: Onboardable {
  /// What makes the schema impossible to collect, one sentence each: a field
  /// name given twice or not usable as a flow's `key:`, two fields writing one
  /// key path, or a value type or `kind:` no answer can fill. Empty for a good
  /// schema. (The id cannot be a field: ``Identifier`` is not a field type.)
  var problems: [String] {
    var problems: [String] = []
    if modelName.isEmpty { problems.append("the model name is empty") }
    var names: Set<String> = []
    var keyPaths: [AnyKeyPath: String] = [:]
    for field in fields {
      if field.name.isEmpty || field.name.contains(where: { $0.isWhitespace || $0 == "." }) {
        problems.append("field name '\(field.name)' cannot be written in a flow's 'key:'")
      }
      if !names.insert(field.name).inserted {
        problems.append("field '\(field.name)' is declared twice")
      }
      let keyPath: AnyKeyPath = field.keyPath
      if let other = keyPaths[keyPath] {
        problems.append("fields '\(other)' and '\(field.name)' write the same key path")
      } else {
        keyPaths[keyPath] = field.name
      }
      if let reason = field.uncollectable {
        problems.append("field '\(field.name)': \(reason)")
      }
    }
    return problems
  }
}
