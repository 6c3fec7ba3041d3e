import OnboardKit

extension FieldInfo {
  /// The fields the current step asks now — a field whose `when:` is false
  /// is left out (see ``FlowRunner/askedFields(_:)``) — in order.
  public static func asked<Model>(by runner: FlowRunner<Model>, _ state: FlowState<Model>) -> [FieldInfo] {
    guard var step = runner.currentStep(state) else { return [] }
    step.fields = runner.askedFields(state)
    return fields(of: step, model: Model.self)
  }

  /// The fields of a step already passed, for a summary: a field with a
  /// `when:` and no answer was not asked, so it is left out.
  static func answered<Model>(on step: StepDefinition, _ state: FlowState<Model>) -> [FieldInfo] {
    var step = step
    step.fields.removeAll { $0.when != nil && state.answers.get($0.key) == nil }
    return fields(of: step, model: Model.self)
  }
}
