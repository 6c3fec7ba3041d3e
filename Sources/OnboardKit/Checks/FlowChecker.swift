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
    diagnostics.enumerated().sorted { left, right in
      let a = left.element.mark
      let b = right.element.mark
      let keyA = (a?.file ?? "", a?.line ?? 0, a?.column ?? 0, left.offset)
      let keyB = (b?.file ?? "", b?.line ?? 0, b?.column ?? 0, right.offset)
      return keyA < keyB
    }.map(\.element)
  }

  struct Context {
    let schema: SchemaDescriptor?
    var diagnostics: [Diagnostic] = []

    init(schema: SchemaDescriptor?) {
      self.schema = schema
    }

    mutating func error(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.error(message, at: mark))
    }

    mutating func warning(_ message: String, at mark: SourceMark?) {
      diagnostics.append(.warning(message, at: mark))
    }

    mutating func checkFlow(_ flow: FlowDefinition, isTop: Bool) {
      checkSteps(flow, isTop: isTop)
      for step in flow.steps {
        checkConditionNames(step)
        var seen: Set<String> = []
        for field in step.fields {
          checkField(field, in: step)
          if !seen.insert(field.key).inserted {
            error("field '\(field.key)' appears twice in step '\(step.id)'", at: field.keyMark ?? field.mark)
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
    }
  }
}
