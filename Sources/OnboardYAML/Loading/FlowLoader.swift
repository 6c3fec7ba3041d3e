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
  public var limits: YAMLLimits
  /// The models flows may build.
  public var models: ModelRegistry
  /// How deep `include:` may nest.
  public var maxIncludeDepth = 16
  /// Whether libyaml runs on a helper thread (true) or not (false); nil
  /// decides by file size. For tests and benchmarks, which compare both ways.
  package var pipelining: Bool?

  /// A loader for the built-in models.
  public init(limits: YAMLLimits = .default, models: ModelRegistry = .builtIn) {
    self.limits = limits
    self.models = models
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
  public func load(path: String) -> Result {
    var diagnostics: [Diagnostic] = []
    var prechecks: StepPrechecks?
    guard var flow = decode(path: path, into: &diagnostics, prechecks: &prechecks) else {
      return Result(flow: nil, schema: nil, diagnostics: diagnostics)
    }
    flow = resolveIncludes(flow, file: path, stack: [(canonical(path), path)], into: &diagnostics)
    guard let schema = models.schema(named: flow.model) else {
      if !flow.model.isEmpty {
        let names = models.schemas.keys.sorted()
        let hint =
          EditDistance.suggestion(for: flow.model, among: names).map { "did you mean '\($0)'?" }
          ?? "known models: \(names.joined(separator: ", "))"
        diagnostics.append(.error("unknown model '\(flow.model)'; \(hint)", at: flow.mark))
      }
      diagnostics += FlowChecker.check(flow, schema: nil)
      return Result(flow: flow, schema: nil, diagnostics: FlowChecker.sorted(diagnostics))
    }
    diagnostics += FlowChecker.check(flow, schema: schema, prechecked: prechecks)
    return Result(flow: flow, schema: schema, diagnostics: FlowChecker.sorted(diagnostics))
  }

  /// Parses and decodes one file; its steps are decoded (and checked on their
  /// own, into `prechecks`) while it is parsed.
  private func decode(
    path: String, into diagnostics: inout [Diagnostic], prechecks: inout StepPrechecks?
  ) -> FlowDefinition? {
    do {
      let streamed = StreamedSteps(file: path, models: models)
      let document = try YAMLParser.parseDocumentFile(
        atPath: path, limits: limits, stepHandler: streamed.handler, pipelined: pipelining)
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
    _ flow: FlowDefinition, file: String, stack: [(key: String, name: String)],
    into diagnostics: inout [Diagnostic]
  ) -> FlowDefinition {
    var flow = flow
    for index in flow.steps.indices {
      guard let include = flow.steps[index].include else { continue }
      let path = Self.resolve(include.path, relativeTo: file)
      let key = canonical(path)
      if let first = stack.firstIndex(where: { $0.key == key }) {
        let cycle = (stack[first...].map(\.name) + [path]).joined(separator: " → ")
        diagnostics.append(
          .error("including '\(include.path)' here makes a cycle: \(cycle)", at: include.mark))
        continue
      }
      guard stack.count < maxIncludeDepth else {
        diagnostics.append(.error("includes nest deeper than \(maxIncludeDepth) files", at: include.mark))
        continue
      }
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.append(
          .error("included flow '\(include.path)' does not exist (looked for \(path))", at: include.mark))
        continue
      }
      var ignored: StepPrechecks?
      guard let sub = decode(path: path, into: &diagnostics, prechecks: &ignored) else { continue }
      let resolved = resolveIncludes(sub, file: path, stack: stack + [(key, path)], into: &diagnostics)
      flow.steps[index].include?.flow = Box(resolved)
    }
    return flow
  }

  /// `include` as a path: relative to the including file's folder unless absolute.
  static func resolve(_ include: String, relativeTo file: String) -> String {
    if include.hasPrefix("/") { return include }
    let folder = (file as NSString).deletingLastPathComponent
    let joined = folder.isEmpty ? include : folder + "/" + include
    return joined.hasPrefix("./") ? String(joined.dropFirst(2)) : joined
  }

  private func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
