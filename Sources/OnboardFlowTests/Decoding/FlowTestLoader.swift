import Foundation
import OnboardKit
import OnboardYAML

/// Loads a `*.tests.yaml` file: parses it with libyaml (every node keeps its
/// position), loads the flow it names, and decodes its cases against that
/// flow. Every problem is a ``Diagnostic`` that ``DiagnosticRenderer``
/// prints as `onboard check` prints a flow's.
///
/// ```swift
/// let loaded = FlowTestLoader<User>().load(path: "Flows/signup.tests.yaml")
/// if loaded.hasErrors { print(DiagnosticRenderer().render(loaded.diagnostics)) }
/// ```
package struct FlowTestLoader<Model: Onboardable & Codable & Hashable>: Sendable {
  /// Loads the flows the tests name.
  package var flowLoader: FlowLoader

  /// A loader for the built-in models.
  package init(flowLoader: FlowLoader = FlowLoader()) {
    self.flowLoader = flowLoader
  }

  /// A loaded tests file, or why it could not be loaded.
  package typealias Result = FlowTestFileLoader.Result

  /// Loads the tests file at `path` and the flow it names, which must build `Model`.
  package func load(path: String) -> Result {
    FlowTestFileLoader(flowLoader: flowLoader, model: Model.schema.modelName).load(path: path)
  }

  /// `signup.yaml` for `Flows/signup.tests.yaml`.
  package static func defaultFlowName(for testsPath: String) -> String {
    FlowTestFileLoader.defaultFlowName(for: testsPath)
  }
}

/// ``FlowTestLoader`` for a flow of any model its ``flowLoader`` knows: the
/// cases are decoded against the schema of the model the flow names, so a
/// tool that runs several models loads a tests file before choosing the type.
///
/// ```swift
/// let loaded = FlowTestFileLoader(flowLoader: FlowLoader(models: models)).load(path: "a.tests.yaml")
/// ```
package struct FlowTestFileLoader: Sendable {
  /// Loads the flows the tests name, with its models.
  package var flowLoader: FlowLoader
  /// The model the flow must build; `nil` for any model of the loader.
  package var model: String?

  /// A loader for flows of `model` (any of the loader's models when `nil`).
  package init(flowLoader: FlowLoader = FlowLoader(), model: String? = nil) {
    self.flowLoader = flowLoader
    self.model = model
  }

  /// A loaded tests file, or why it could not be loaded.
  package struct Result: Sendable {
    /// The file, unless it or its flow has errors.
    package var file: FlowTestFile?
    /// Every problem, in the tests file and in its flow.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Loads the tests file at `path` and the flow it names.
  package func load(path: String) -> Result {
    let document: YAMLDocument
    do {
      document = try YAMLParser.parseDocumentFile(atPath: path)
    } catch {
      return Result(file: nil, diagnostics: error.diagnostics)
    }
    var reader = NodeReader(document: document)
    reader.checkTags()
    guard let map = reader.mapping(document.root, "a tests file", TestFileKey.self) else {
      return Result(file: nil, diagnostics: reader.diagnostics)
    }
    guard let (flowPath, flow, schema) = loadFlow(map, testsPath: path, &reader) else {
      return Result(file: nil, diagnostics: reader.diagnostics)
    }
    let decoder = FlowTestDecoder(
      vocabulary: FlowVocabulary(flow: flow, fields: schema.fields.map(\.name)),
      kinds: Dictionary(schema.fields.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }))
    let now = map[.now].flatMap { Self.day($0, &reader) } ?? FlowTestRunner<User>.defaultNow
    let cases = map.required(.cases, &reader).map { decoder.cases($0, &reader) } ?? []
    let file = FlowTestFile(path: path, flowPath: flowPath, flow: flow, cases: cases, now: now)
    return Result(file: reader.diagnostics.isEmpty ? file : nil, diagnostics: reader.diagnostics)
  }

  /// The flow named by `flow:` (relative to the tests file), or by default
  /// the file beside it without `.tests`: `signup.tests.yaml` tests `signup.yaml`.
  private func loadFlow(
    _ map: Mapping<TestFileKey>, testsPath: String, _ reader: inout NodeReader
  ) -> (String, FlowDefinition, SchemaDescriptor)? {
    let folder = (testsPath as NSString).deletingLastPathComponent
    let written = map[.flow].flatMap { reader.text($0, "'flow'") }
    if map[.flow] != nil, written == nil { return nil }
    let name = written ?? Self.defaultFlowName(for: testsPath)
    let mark = map[.flow].map { reader.document.mark($0) } ?? reader.document.mark(map.node)
    let path: String
    do {
      // NB: any folder, unlike an include: `onboard paths --emit-tests` writes
      // tests files anywhere, naming their flow by its absolute path. A file
      // that is not a flow is refused at `flow:` without quoting it.
      path = try IncludeTarget.resolve(name, from: testsPath, root: "/", what: "flow file").path
    } catch {
      var message = error.message
      if error.isMissing {
        let candidates = Self.flowFiles(in: folder.isEmpty ? "." : folder)
        message +=
          EditDistance.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
        message += written == nil ? "; name it with 'flow:'" : ""
      }
      reader.error(message, at: mark)
      return nil
    }
    let loaded = flowLoader.load(path: path, referencedAt: mark)
    guard let flow = loaded.flow, let schema = loaded.schema, !loaded.hasErrors else {
      reader.diagnostics += loaded.diagnostics
      if loaded.diagnostics.contains(where: { $0.mark != mark }) {
        reader.error("the flow '\(name)' has errors (above); fix them before testing it", at: mark)
      }
      return nil
    }
    if let model, flow.model != model {
      reader.error("flow '\(flow.name)' builds \(flow.model); these tests run \(model)", at: mark)
      return nil
    }
    return (path, flow, schema)
  }

  /// The day of `now:`, written `YYYY-MM-DD`, at midnight UTC.
  private static func day(_ node: Int, _ reader: inout NodeReader) -> Date? {
    guard let text = reader.text(node, "'now'") else { return nil }
    guard let day = CalendarDate(text) else {
      reader.error(
        "'now' must be a day written YYYY-MM-DD, not '\(text)'; did you mean 'now: 2026-06-01'?",
        at: reader.document.mark(node))
      return nil
    }
    return day.date
  }

  /// `signup.yaml` for `Flows/signup.tests.yaml`.
  package static func defaultFlowName(for testsPath: String) -> String {
    let file = (testsPath as NSString).lastPathComponent
    let suffix = FlowTestFinder.suffix
    return file.hasSuffix(suffix) ? String(file.dropLast(suffix.count)) + ".yaml" : file
  }

  /// The flow files in a folder, for suggestions.
  private static func flowFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(FlowTestFinder.suffix) }.sorted()
  }
}
