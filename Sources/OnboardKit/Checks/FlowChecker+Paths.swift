extension FlowChecker.Context {
  /// Reachability and completeness over every path of the flow: unreachable
  /// steps, dead ends, steps that cannot reach a final step, loops that some
  /// answers go round for ever, and required model fields that some path to
  /// a final step never collects.
  mutating func checkPaths(_ flow: FlowDefinition) {
    // NB: the layout of the graph, not a FlowGraph: no node copies a step.
    let graph = FlowLayout(flow, stepIndex: topStepIndex)
    guard let start = graph.start, flow.steps.contains(where: \.isFinal) else { return }
    let reachable = graph.reachableMask()
    let live = graph.canReachFinalMask()
    checkLoops(graph, reachable: reachable)
    for (index, entry) in graph.entries.enumerated() where entry.role != .exitInclude {
      guard !reachable[index] || entry.fallsOffEnd || !live[index] else { continue }
      let step = graph.step(index)
      let mark = step.idMark ?? step.mark
      let name = graph.name(index)
      if !reachable[index] {
        error("step '\(name)' is never reached from the first step '\(graph.name(start))'", at: mark)
      } else if entry.fallsOffEnd {
        error(
          "step '\(name)' is the last step and is not final: a run that reaches it has nowhere to go",
          at: mark)
      } else {
        error("no final step can be reached from step '\(name)'", at: mark)
      }
    }
    checkRequiredFields(graph, flow)
  }

  private mutating func checkRequiredFields(_ graph: FlowLayout, _ flow: FlowDefinition) {
    // NB: a sub-flow that failed to load already has its own error; what it
    // would collect is unknown, so required-field paths would only echo it.
    guard let schema, !flow.hasUnresolvedIncludes else { return }
    let collected = CollectedFields(graph, schema, topFlowMasks: topFieldMasks)
    for (index, field) in schema.descriptor.fields.enumerated() where field.isRequired {
      // A name declared twice is looked up as its first declaration, as before.
      let bit = schema.fieldIndex(named: field.name) ?? index
      guard let path = graph.shortestPathToFinal(avoiding: { collected.node($0, collects: bit) }) else {
        continue
      }
      guard collected.anywhere(bit) else {
        error(
          "required field '\(field.name)' of model \(schema.modelName) is never collected",
          at: flow.stepsMark ?? flow.mark)
        continue
      }
      let final = path.last.map { graph.step($0) }
      let reasons = graph.guards(on: path, of: field.name)
      let because = reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; ")
      error(
        "required field '\(field.name)' is not collected on the path \(graph.describe(path))\(because)",
        at: final?.idMark ?? final?.mark)
    }
  }
}

/// Which schema fields each node of a flow graph collects, as one bit per
/// field, so that a path search per required field compares no strings.
private struct CollectedFields {
  private let width: Int
  private var bits: [UInt64]
  private var union: [UInt64]

  /// Finds the fields of every node; `topFlowMasks` may give those of the top
  /// flow's steps, one word each, when the schema has at most 64 fields.
  init(_ graph: FlowLayout, _ schema: CheckedSchema, topFlowMasks: [UInt64]?) {
    width = (schema.descriptor.fields.count + 63) / 64
    bits = [UInt64](repeating: 0, count: graph.entries.count * width)
    union = [UInt64](repeating: 0, count: width)
    let masks = width == 1 ? topFlowMasks : nil
    for (node, entry) in graph.entries.enumerated() where entry.role == .step {
      // A prechecked mask leaves out the fields a step may not collect, so
      // it serves for the union only on a step without conditions.
      if let masks, entry.flow == 0, !graph.flows[0].steps[entry.step].hasConditions {
        bits[node] = masks[entry.step]
        union[0] |= masks[entry.step]
        continue
      }
      // A step inside an include that may be passed over collects nothing for sure.
      let always = graph.flows[entry.flow].steps[entry.step].isAlwaysShown && !graph.isGuarded(entry.parent)
      // NB: fields are read in place; copying one out retains its contents.
      graph.flows[entry.flow].steps[entry.step].fields.withUnsafeBufferPointer { fields in
        for field in fields.indices {
          guard let index = schema.fieldIndex(named: fields[field].key) else { continue }
          union[index / 64] |= 1 << UInt64(index % 64)
          // Only a field every run through the node collects counts for the proof.
          guard always && fields[field].when == nil else { continue }
          bits[node * width + index / 64] |= 1 << UInt64(index % 64)
        }
      }
    }
  }

  /// Whether `node` collects the field with index `field`.
  func node(_ node: Int, collects field: Int) -> Bool {
    bits[node * width + field / 64] & (1 << UInt64(field % 64)) != 0
  }

  /// Whether some node collects the field with index `field`.
  func anywhere(_ field: Int) -> Bool {
    union[field / 64] & (1 << UInt64(field % 64)) != 0
  }
}
