/// The semantic checks of a decoded flow against its model's schema: every
/// problem `onboard check` reports after the file has parsed.
///
/// ```swift
/// let diagnostics = FlowChecker.check(flow, schema: User.schema.descriptor)
/// ```
///
/// All problems are collected; none stops the others. Diagnostics come back
/// sorted by file and position.
public enum FlowChecker {
  /// Every problem of `flow` and its included sub-flows. Without a schema
  /// (an unknown model) only the checks that need no field types run.
  public static func check(_ flow: FlowDefinition, schema: SchemaDescriptor?) -> [Diagnostic] {
    var context = Context(schema: schema)
    context.checkFlow(flow, isTop: true)
    context.checkPaths(flow)
    return sorted(context.diagnostics)
  }

  /// Sorts diagnostics by file, line and column, keeping the order of equals.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard diagnostics.count > 1 else { return diagnostics }
    return diagnostics.enumerated().sorted { left, right in
      let a = left.element.mark
      let b = right.element.mark
      let keyA = (a?.file ?? "", a?.line ?? 0, a?.column ?? 0, left.offset)
      let keyB = (b?.file ?? "", b?.line ?? 0, b?.column ?? 0, right.offset)
      return keyA < keyB
    }.map(\.element)
  }

  struct Context {
    let schema: CheckedSchema?
    var diagnostics: [Diagnostic] = []
    /// Answers already found, by pattern or name: each is asked once per check.
    var patternProblems: [String: String?] = [:]
    var nameSuggestions: [String: String?] = [:]

    init(schema: SchemaDescriptor?) {
      self.schema = schema.map(CheckedSchema.init)
    }

    mutating func error(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.error(message, at: mark))
    }

    mutating func warning(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.warning(message, at: mark))
    }

    mutating func checkFlow(_ flow: FlowDefinition, isTop: Bool) {
      checkSteps(flow, isTop: isTop)
      // NB: steps and fields are read in place: copying one out of its array
      // retains each of its strings and arrays (a third of the check's time).
      flow.steps.withUnsafeBufferPointer { steps in
        for index in steps.indices { checkStep(steps[index], of: flow) }
      }
    }

    private mutating func checkStep(_ step: StepDefinition, of flow: FlowDefinition) {
      checkConditionNames(step)
      step.fields.withUnsafeBufferPointer { fields in
        for position in fields.indices {
          checkField(fields[position], in: step)
          if Self.appearsBefore(position, in: fields) {
            let field = fields[position]
            error("field '\(field.key)' appears twice in step '\(step.id)'", at: field.keyMark ?? field.mark)
          }
        }
      }
      if let sub = step.include?.flow?.value {
        if sub.model != flow.model {
          error(
            "included flow '\(sub.name)' builds \(sub.model), but this flow builds \(flow.model)",
            at: step.include?.mark)
        }
        checkFlow(sub, isTop: false)
      }
    }

    /// Whether the field at `position` has the key of an earlier one (a step
    /// has a handful of fields, so a scan beats building a set).
    private static func appearsBefore(_ position: Int, in fields: UnsafeBufferPointer<FieldDefinition>)
      -> Bool
    {
      for earlier in 0..<position where fields[earlier].key == fields[position].key { return true }
      return false
    }
  }
}
