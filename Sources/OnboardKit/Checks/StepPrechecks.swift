/// The checks of steps on their own — the names their conditions read and
/// their fields against the schema — made one step at a time while a flow is
/// still being decoded, so that ``FlowChecker`` has less left to do at the end.
///
/// ``FlowChecker/check(_:schema:prechecked:)`` takes them only when they
/// were made against its schema for exactly the flow's steps, and puts them
/// where its own checks would have put them: the diagnostics and their order
/// are the same either way.
package struct StepPrechecks {
  /// The schema the steps were checked against.
  package let schema: SchemaDescriptor
  private var context: FlowChecker.Context
  /// The step ids checked, in order.
  private var ids: [String] = []
  /// The index of the first step with each id, as ``FlowChecker`` indexes them.
  private(set) var firstIndex: [String: Int] = [:]
  /// Per step: the schema fields it surely collects (see
  /// ``StepDefinition/surelyCollects(_:)``), one bit per field (when the
  /// schema has at most 64), for the path checks.
  private(set) var fieldMasks: [UInt64]?
  /// Where each step's diagnostics end in the context's list.
  private var ends: [Int] = []

  /// Prechecks against `schema`.
  package init(schema: SchemaDescriptor) {
    self.schema = schema
    context = FlowChecker.Context(schema: schema)
    fieldMasks = schema.fields.count <= 64 ? [] : nil
  }

  /// Checks the next step of the flow.
  package mutating func check(_ step: StepDefinition) {
    context.checkOwnParts(of: step)
    if firstIndex[step.id] == nil { firstIndex[step.id] = ids.count }
    ids.append(step.id)
    ends.append(context.diagnostics.count)
    if fieldMasks != nil, let schema = context.schema {
      var mask: UInt64 = 0
      for field in step.fields where step.surelyCollects(field) {
        if let index = schema.fieldIndex(named: field.key) { mask |= 1 << UInt64(index) }
      }
      fieldMasks?.append(mask)
    }
  }

  /// Whether these are the checks of `flow`'s steps against `schema`.
  func fits(_ flow: FlowDefinition, schema: SchemaDescriptor?) -> Bool {
    guard schema == self.schema, flow.steps.count == ids.count else { return false }
    return flow.steps.indices.allSatisfy { flow.steps[$0].id == ids[$0] }
  }

  /// The diagnostics of the step at `index`, in the order they were found.
  func diagnostics(ofStep index: Int) -> ArraySlice<Diagnostic> {
    context.diagnostics[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
  }
}
