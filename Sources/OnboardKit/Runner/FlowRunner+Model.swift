import Foundation

extension FlowRunner {
  /// A runner for `flow` that refuses a flow whose `model:` is not `Model`:
  /// what every command uses, since a runner of the wrong model would
  /// collect none of the flow's fields.
  ///
  /// ```swift
  /// let runner = try FlowRunner<Member>(checking: flow)
  /// ```
  ///
  /// - Throws: ``RunnerError/wrongModel(flow:builds:runner:)``.
  public init(checking flow: FlowDefinition, clock: @escaping @Sendable () -> Date = { Date() })
    throws(RunnerError)
  {
    guard flow.model == Model.schema.modelName else {
      throw .wrongModel(flow: flow.name, builds: flow.model, runner: Model.schema.modelName)
    }
    self.init(flow: flow, clock: clock)
  }
}
