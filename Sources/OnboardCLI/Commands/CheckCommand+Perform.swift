import Foundation
import OnboardFlowTests
import OnboardKit
import OnboardYAML

extension CheckCommand {
  /// Checks the flow files at `paths`: diagnostics go to standard error
  /// (compiler style, with the source line and a caret), one result line per
  /// file to standard output; with `json`, one JSON report on standard output
  /// instead. Flows are checked against `models`; with `strict`, a flow's
  /// warnings are errors. Returns `false` when any file has an error (exit 1).
  static func perform(
    paths: [String], json: Bool, outline: Bool, strict: Bool = false, models: ModelRegistry
  ) throws -> Bool {
    let loader = FlowLoader(models: models)
    var reports: [CheckReport.File] = []
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    // What was printed already: a locale file's problems come with its flow's
    // (`check Flows/*.yaml` checks both) and are not printed again with the file.
    var shown = Set<Diagnostic>()
    for path in paths {
      if path.hasSuffix(FlowTestFinder.suffix) {
        reports.append(checkTests(path, json: json, loader: loader, renderer: &renderer))
        continue
      }
      var result = loader.load(path: path)
      switch result.hasErrors ? otherFile(at: path) : nil {
      case .tests:
        reports.append(checkTests(path, json: json, loader: loader, renderer: &renderer))
        continue
      case .locale(let flow, let locale):
        reports.append(
          checkLocaleFile(
            path, flow: flow, locale: locale, json: json, loader: loader, renderer: &renderer, shown: shown))
        continue
      case .persona(let flow):
        result.flow = nil
        result.diagnostics = [personaError(path, flow: flow)]
      case nil:
        break
      }
      if strict {
        for index in result.diagnostics.indices where result.diagnostics[index].severity == .warning {
          result.diagnostics[index].severity = .error
        }
      }
      reports.append(CheckReport.File(path: path, result: result))
      guard !json else { continue }
      Console.write(renderer.render(result.diagnostics), to: .error)
      shown.formUnion(result.diagnostics)
      Console.writeLine(CheckReport.summaryLine(path: path, result: result))
      if outline, !result.hasErrors, let flow = result.flow {
        Console.write(FlowOutline.render(flow))
      }
    }
    if json {
      Console.writeLine(try CheckReport(files: reports).jsonText())
    }
    return reports.allSatisfy(\.ok)
  }

  /// A tests file, checked with the flow it names: `Flows/signup.tests.yaml: ok (20 cases of flow 'signup')`.
  private static func checkTests(
    _ path: String, json: Bool, loader: FlowLoader, renderer: inout DiagnosticRenderer
  ) -> CheckReport.File {
    let loaded = FlowTestFileLoader(flowLoader: loader).load(path: path)
    let report = CheckReport.File(path: path, diagnostics: loaded.diagnostics)
    guard !json else { return report }
    Console.write(renderer.render(loaded.diagnostics), to: .error)
    if let file = loaded.file {
      Console.writeLine("\(path): ok (\(file.cases.count) cases of flow '\(file.flow.name)')")
    } else {
      Console.writeLine("\(path): \(report.errors) error\(report.errors == 1 ? "" : "s")")
    }
    return report
  }
}
