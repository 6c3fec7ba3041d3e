import OnboardKit

/// A command whose work is one generic function over the flow's model: the
/// flow's `model:` picks the Swift type from the tool's ``ModelRegistry``
/// (``OnboardCLI/main(models:)``) and the work runs for that type.
protocol ModelCommand {
  /// The work for a flow of `Model`; `false` when the job failed.
  func perform<Model: RunnableModel>(_ flow: FlowDefinition, as model: Model.Type) throws -> Bool
}

extension ModelCommand {
  /// Runs ``perform(_:as:)`` for the type of the model `flow` builds.
  ///
  /// - Throws: ``CommandFailure`` for a model `models` does not have, or what the work throws.
  func perform(opening flow: FlowDefinition, in models: ModelRegistry) throws -> Bool {
    do {
      return try models.open(flow, with: Opener(command: self, flow: flow))
    } catch let error as ModelRegistryError {
      throw CommandFailure(error.description)
    }
  }
}

/// Carries a command and its flow to the type the registry opens.
private struct Opener<Command: ModelCommand>: ModelOpener {
  let command: Command
  let flow: FlowDefinition

  func open<Model: RunnableModel>(_ model: Model.Type) throws -> Bool {
    try command.perform(flow, as: model)
  }
}
