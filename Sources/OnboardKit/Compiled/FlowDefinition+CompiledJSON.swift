import Foundation

extension FlowDefinition {
  /// The marker every compiled flow carries in its `format` key. A new
  /// marker is a new, incompatible format.
  package static let compiledFormat = "onboard.compiled-flow/1"

  /// The flow as compiled JSON, the text `onboard compile` prints: the flow
  /// format's keys in canonical JSON (sorted keys, fixed layout, a final
  /// newline), each sub-flow inlined under its step's `include`, no marks,
  /// and `"format": "onboard.compiled-flow/1"` beside the top flow's keys.
  ///
  /// Resolve includes before compiling (`FlowLoader` does): an include
  /// without its flow is written without it, and will not load.
  ///
  /// ```swift
  /// try flow.compiledJSON().write(toFile: "member.flow.json", atomically: true, encoding: .utf8)
  /// let data = try Data(contentsOf: URL(fileURLWithPath: "member.flow.json"))
  /// let again = try FlowDefinition.fromCompiledJSON(data)
  /// ```
  public func compiledJSON() -> String {
    CompiledFlowWriter.document(self).canonicalText() + "\n"
  }

  /// Loads a flow from compiled JSON, without libyaml, and runs the checks
  /// `onboard check` runs against the model's schema; for apps that embed
  /// the engine and ship flows compiled.
  ///
  /// ```swift
  /// // signup.json, from `onboard compile Flows/signup.yaml > signup.json`
  /// let data = try Data(contentsOf: URL(fileURLWithPath: "signup.json"))
  /// let flow = try FlowDefinition.fromCompiledJSON(data)
  /// ```
  ///
  /// The result has no marks: it equals the loaded YAML flow after
  /// ``strippingMarks()``. Warnings of the checks are not reported; errors are.
  ///
  /// - Parameters:
  ///   - data: UTF-8 JSON, as `onboard compile` writes it (any layout or key order is read).
  ///   - models: The models the flow may build.
  /// - Throws: ``CompiledFlowError``: not JSON, another `format`, a value of
  ///   the wrong shape, an unknown model, or errors from the checks.
  public static func fromCompiledJSON(_ data: Data, models: ModelRegistry = .builtIn)
    throws(CompiledFlowError)
    -> FlowDefinition
  {
    let (flow, conditionProblems) = try decodeCompiledJSON(data)
    guard let schema = models.schema(named: flow.model) else {
      throw .unknownModel(flow.model, known: models.schemas.keys.sorted())
    }
    let diagnostics = FlowChecker.sorted(conditionProblems + FlowChecker.check(flow, schema: schema))
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      throw .failedChecks(
        diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error })
    }
    return flow
  }

  /// The flow in compiled JSON, before any check, with the problems found in
  /// its conditions.
  static func decodeCompiledJSON(_ data: Data) throws(CompiledFlowError) -> (FlowDefinition, [Diagnostic]) {
    let json: JSONValue
    do {
      json = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .notJSON(detail: Self.describe(error))
    }
    var reader = CompiledFlowReader()
    let flow = try reader.document(json)
    return (flow, reader.conditionProblems)
  }

  private static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      return context.debugDescription
    }
    return String(describing: error)
  }
}
