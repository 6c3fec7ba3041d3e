import Foundation

/// A run's driver: a thin handle on a ``FlowProgram`` (the flow compiled
/// once) for the wizard, the headless tester and the simulator, which move
/// a ``FlowState`` (a plain value) through it.
///
/// ```swift
/// let runner = FlowRunner<User>(flow: flow)
/// var state = FlowState<User>(userID: "u-1")
/// var events = try runner.reduce(&state, .start)
/// events += try runner.reduce(&state, .answer(field: "firstName", value: "Ada"))
/// events += try runner.reduce(&state, .submit)
/// ```
///
/// `reduce` is the only way a run changes: state and action in, new state and
/// events out. Steps never decide where to go: the person's action travels up
/// the container chain (step → sub-flows → variants → flow) until a container
/// handles it (see `Containers/`). Time comes from the injected clock.
public struct FlowRunner<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The compiled flow.
  public let program: FlowProgram<Model>

  /// The flow being run, includes resolved.
  public var flow: FlowDefinition { program.flow }
  /// The flow as a graph of steps.
  public var graph: FlowGraph { program.graph }

  /// The most moves back round a loop a run may make (see ``FlowProgram/maxLoops``).
  public static var maxLoops: Int { FlowProgram<Model>.maxLoops }

  /// A runner for a checked flow whose model is `Model`; compiles it.
  public init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date = { Date() }) {
    program = FlowProgram(flow: flow, clock: clock)
  }

  /// A runner of a program compiled before.
  public init(program: FlowProgram<Model>) {
    self.program = program
  }

  /// Applies one action to a run and returns what happened (see
  /// ``FlowProgram/reduce(_:_:)``).
  @_specialize(exported:true,where Model == User)
  public func reduce(_ state: inout FlowState<Model>, _ action: FlowAction) throws(RunnerError) -> [FlowEvent]
  {
    try program.reduce(&state, action)
  }

  /// The runner of the flow the person actually sees: their variants' flow
  /// (steps reordered, inserted, skipped or overridden); this runner itself
  /// when the flow runs no experiments.
  public func active(_ state: FlowState<Model>) -> FlowRunner<Model> {
    FlowRunner(program: program.active(state))
  }

  /// The step shown now, as the person's variants show it.
  public func currentStep(_ state: FlowState<Model>) -> StepDefinition? {
    program.currentStep(state)
  }

  /// The fields the current step asks now (see ``FlowProgram/askedFields(_:)``).
  public func askedFields(_ state: FlowState<Model>) -> [FieldDefinition] {
    program.askedFields(state)
  }

  /// The container chain of a step by its qualified name, for messages and tests.
  public func chain(of step: String) -> [String] {
    program.nodeByName[step].map(program.chainNames) ?? []
  }

  /// Whether the step's field must be answered: the flow's `required`, else the model's.
  func isRequired(_ field: FieldDefinition) -> Bool {
    program.isRequired(field)
  }
}
