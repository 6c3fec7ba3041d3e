extension Schema where Model: Onboardable {
  /// A complete model as JSON members: `id` first, then every field in schema
  /// order by its schema name; optional fields without a value are left out;
  /// dates are `YYYY-MM-DD`.
  package func jsonMembers(of model: Model) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [("id", .string(model[keyPath: Model.idKeyPath].rawValue))]
    for field in fields {
      if let value = field.value(in: model) { members.append((field.name, value.json)) }
    }
    return members
  }
}
