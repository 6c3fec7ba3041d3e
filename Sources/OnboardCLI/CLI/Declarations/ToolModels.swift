import OnboardKit

/// The models the tool was given (``OnboardCLI/main(models:)``), for a command
/// that loads flows: the flow's `model:` picks one. Not an argument; the
/// built-in models outside parsing.
///
/// ```swift
/// @ToolModels var models: ModelRegistry
/// ```
@propertyWrapper
struct ToolModels: ArgumentDeclaration, Sendable {
  /// The registry.
  var wrappedValue: ModelRegistry

  /// The models in scope.
  init() {
    wrappedValue = ArgumentContext.values?.models ?? .builtIn
  }

  var definitions: [ArgumentDefinition] { [] }
  var problem: ParseProblem? { nil }
}
