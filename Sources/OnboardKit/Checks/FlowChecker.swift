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
    check(flow, schema: schema, prechecked: nil)
  }

  /// ``check(_:schema:)`` that takes the checks of the top flow's own steps
  /// from `prechecked` when they were made against the same schema for
  /// exactly these steps; the result is the same.
  package static func check(
    _ flow: FlowDefinition, schema: SchemaDescriptor?, prechecked: StepPrechecks?
  ) -> [Diagnostic] {
    let (problems, consequences) = checkInStages(flow, schema: schema, prechecked: prechecked)
    return sorted(problems) + sorted(consequences)
  }

  /// The problems of the flow's steps and experiments, and then what the
  /// paths through it come to (unreachable steps, no final step, a field
  /// never collected), often a consequence of the first: each sorts apart,
  /// so a cause is listed before its consequences.
  package static func checkInStages(
    _ flow: FlowDefinition, schema: SchemaDescriptor?, prechecked: StepPrechecks?
  ) -> (problems: [Diagnostic], consequences: [Diagnostic]) {
    var context = Context(schema: schema)
    let usable = prechecked.flatMap { $0.fits(flow, schema: schema) ? $0 : nil }
    context.checkFlow(flow, isTop: true, prechecked: usable)
    context.checkExperiments(flow)
    context.checkHoldout(flow)
    context.checkMetrics(flow)
    context.checkWhenOrder(flow)
    context.checkDecisions(flow)
    let problems = context.diagnostics
    context.diagnostics = []
    context.checkPaths(flow)
    return (problems, context.diagnostics)
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
    /// The index of the first step with each id in the top flow, once ``checkSteps(_:isTop:firstIndex:)`` has it.
    var topStepIndex: [String: Int]?
    /// Per step of the top flow, the schema fields it collects, when prechecked.
    var topFieldMasks: [UInt64]?

    init(schema: SchemaDescriptor?) {
      self.schema = schema.map(CheckedSchema.init)
    }

    mutating func error(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.error(message, at: mark))
    }

    mutating func warning(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.warning(message, at: mark))
    }

    mutating func checkFlow(_ flow: FlowDefinition, isTop: Bool, prechecked: StepPrechecks? = nil) {
      checkSteps(flow, isTop: isTop, firstIndex: prechecked?.firstIndex)
      if isTop { topFieldMasks = prechecked?.fieldMasks }
      // NB: steps and fields are read in place: copying one out of its array
      // retains each of its strings and arrays (a third of the check's time).
      flow.steps.withUnsafeBufferPointer { steps in
        for index in steps.indices {
          if let prechecked {
            diagnostics += prechecked.diagnostics(ofStep: index)
          } else {
            checkOwnParts(of: steps[index])
          }
          if steps[index].include?.flow != nil { checkInclude(of: steps[index], in: flow) }
        }
      }
    }

    /// What a step holds itself: the names its conditions read, its fields.
    mutating func checkOwnParts(of step: StepDefinition) {
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
    }

    /// The sub-flow a step includes, once resolved.
    private mutating func checkInclude(of step: StepDefinition, in flow: FlowDefinition) {
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
