/// Why a ``ModelRegistry`` cannot be built, or has no model a flow names.
public enum ModelRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Two Swift types share a model name.
  case duplicateName(String, types: [String])
  /// A schema that cannot be collected: each problem is one sentence.
  case invalidSchema(model: String, type: String, problems: [String])
  /// A flow names a model the registry does not have.
  case unknownModel(String, known: [String], suggestion: String?)

  /// What is wrong and how to fix it.
  public var description: String {
    switch self {
    case .duplicateName(let name, let types):
      return "two models are named '\(name)': \(types.joined(separator: " and ")); "
        + "give one another name with Schema(name:) or register only one"
    case .invalidSchema(let model, let type, let problems):
      return "the schema of model '\(model)' (\(type)) cannot be collected: "
        + problems.joined(separator: "; ")
    case .unknownModel(let name, let known, let suggestion):
      return "unknown model '\(name)'; " + Self.knownModels(known, suggestion: suggestion)
    }
  }

  /// `the models are Member, User; did you mean 'Member'?`
  package static func knownModels(_ known: [String], suggestion: String?) -> String {
    let list = known.isEmpty ? "no models are registered" : "the models are \(known.joined(separator: ", "))"
    return list + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }
}
