import Foundation

/// Loads a flow file the way `onboard check` and `onboard run` need it: parse
/// with libyaml, decode, resolve `include:` files, and check against the
/// model's schema — collecting every problem with its position.
///
/// ```swift
/// let loaded = FlowLoader().load(path: "Flows/signup.yaml")
/// if loaded.hasErrors { print(DiagnosticRenderer().render(loaded.diagnostics)) }
/// ```
public struct FlowLoader: Sendable {
  /// Bounds on every file read.
  package var limits: YAMLLimits
  /// The models flows may build.
  public var models: ModelRegistry
  /// How deep `include:` may nest.
  package var maxIncludeDepth = 16
  /// The folder every `include:` must stay inside; nil means the folder of
  /// the flow being loaded. Defaults to `ONBOARD_INCLUDE_ROOT` when it is set.
  package var includeRoot: String?
  /// Whether libyaml runs on a helper thread (true) or not (false); nil
  /// decides by file size. For tests and benchmarks, which compare both ways.
  package var pipelining: Bool?

  /// A loader for the built-in models.
  public init(limits: YAMLLimits = .default, models: ModelRegistry = .builtIn) {
    self.limits = limits
    self.models = models
    includeRoot = ProcessInfo.processInfo.environment[IncludeTarget.rootVariable]
  }

  /// The result of loading one flow file.
  public struct Result: Sendable {
    /// The flow with its includes resolved, unless the file could not be read as a flow.
    public var flow: FlowDefinition?
    /// The schema of the flow's model, when it is known.
    public var schema: SchemaDescriptor?
    /// Every problem, sorted by file and position.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Loads, resolves and checks the flow at `path`.
  ///
  /// - Parameter path: the flow file; its `include:`s are read relative to it
  ///   (and never above ``includeRoot`` when that is set).
  /// - Returns: the flow, its model's schema and every diagnostic (it does not
  ///   throw: a missing file or bad YAML is a diagnostic at its position).
  ///
  /// ```swift
  /// let models = try ModelRegistry([Member.self])
  /// let loaded = FlowLoader(models: models).load(path: "Flows/member.yaml")
  /// guard let flow = loaded.flow, !loaded.hasErrors else {
  ///   throw DiagnosticError(loaded.diagnostics)
  /// }
  /// ```
  public func load(path: String) -> Result {
    load(path: path, referencedAt: nil)
  }

  /// Loads the flow at `path` as ``load(path:)`` does; when another file
  /// names it (at `reference`), a file that is not a flow is refused there
  /// without quoting a line of it.
  package func load(path: String, referencedAt reference: SourceMark?) -> Result {
    var diagnostics: [Diagnostic] = []
    var prechecks: StepPrechecks?
    guard
      var flow = decode(
        path: path, name: path, referencedAt: reference, into: &diagnostics, prechecks: &prechecks)
    else {
      return Result(flow: nil, schema: nil, diagnostics: diagnostics)
    }
    let root = IncludeTarget.root(for: path, configured: includeRoot)
    flow = resolveIncludes(
      flow, file: path, root: root, stack: [(IncludeTarget.realPath(of: path) ?? path, path)],
      into: &diagnostics)
    guard let schema = models.schema(named: flow.model) else {
      if !flow.model.isEmpty {
        let names = models.names
        let hint = ModelRegistryError.knownModels(
          names, suggestion: EditDistance.suggestion(for: flow.model, among: names))
        diagnostics.append(.error("unknown model '\(flow.model)'; \(hint)", at: flow.modelMark ?? flow.mark))
      }
      return Result(flow: flow, schema: nil, diagnostics: checked(flow, schema: nil, after: diagnostics))
    }
    var result = Result(
      flow: flow, schema: schema,
      diagnostics: checked(flow, schema: schema, prechecks: prechecks, after: diagnostics))
    // The texts are checked against a flow without errors: a misspelt field
    // is one error, not also every locale file's text for it.
    if let locales = flow.locales, !result.hasErrors {
      var problems: [Diagnostic] = []
      result.flow = resolveLocales(
        flow, file: path, root: root, locales: locales, at: locales.mark, into: &problems)
      result.diagnostics += FlowChecker.sorted(problems)
    }
    return result
  }

  /// The problems found while loading and those of the checks, sorted by
  /// position; those of the paths through the flow after them (see
  /// ``FlowChecker/checkInStages(_:schema:prechecked:)``).
  private func checked(
    _ flow: FlowDefinition, schema: SchemaDescriptor?, prechecks: StepPrechecks? = nil,
    after loading: [Diagnostic]
  ) -> [Diagnostic] {
    let (problems, consequences) = FlowChecker.checkInStages(flow, schema: schema, prechecked: prechecks)
    return FlowChecker.sorted(loading + problems) + FlowChecker.sorted(consequences)
  }

  /// Parses and decodes one file; its steps are decoded (and checked on their
  /// own, into `prechecks`) while it is parsed. A file named at `reference`
  /// (an include) that is not a flow is refused there, quoting nothing of it.
  private func decode(
    path: String, name: String, referencedAt reference: SourceMark?, into diagnostics: inout [Diagnostic],
    prechecks: inout StepPrechecks?
  ) -> FlowDefinition? {
    do {
      let streamed = StreamedSteps(file: name, models: models)
      let document = try YAMLParser.parseDocumentFile(
        atPath: path, displayName: name, limits: limits, stepHandler: streamed.handler,
        pipelined: pipelining)
      if let reference, let problem = document.notAFlow() {
        diagnostics.append(.error("'\(name)' is not a flow file: \(problem)", at: reference))
        return nil
      }
      let (flow, problems) = FlowDecoder.decode(document, streamed: streamed)
      diagnostics += problems
      if streamed.wasUsed { prechecks = streamed.prechecks }
      return flow
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  private func resolveIncludes(
    _ flow: FlowDefinition, file: String, root: String, stack: [(key: String, name: String)],
    into diagnostics: inout [Diagnostic]
  ) -> FlowDefinition {
    var flow = flow
    for index in flow.steps.indices {
      guard let include = flow.steps[index].include else { continue }
      let target: IncludeTarget
      do {
        target = try IncludeTarget.resolve(include.path, from: file, root: root, what: "included flow")
      } catch {
        diagnostics.append(.error(error.message, at: include.mark))
        continue
      }
      if let first = stack.firstIndex(where: { $0.key == target.realPath }) {
        let cycle = (stack[first...].map(\.name) + [target.path]).joined(separator: " → ")
        diagnostics.append(
          .error("including '\(include.path)' here makes a cycle: \(cycle)", at: include.mark))
        continue
      }
      guard stack.count < maxIncludeDepth else {
        diagnostics.append(.error("includes nest deeper than \(maxIncludeDepth) files", at: include.mark))
        continue
      }
      var ignored: StepPrechecks?
      guard
        let sub = decode(
          path: target.realPath, name: target.path, referencedAt: include.mark, into: &diagnostics,
          prechecks: &ignored)
      else { continue }
      let resolved = resolveIncludes(
        sub, file: target.path, root: root, stack: stack + [(target.realPath, target.path)],
        into: &diagnostics)
      flow.steps[index].include?.flow = Box(resolved)
    }
    return flow
  }
}
