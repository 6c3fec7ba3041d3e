import Foundation
import OnboardFlowTests
import OnboardKit
import OnboardYAML

extension PathsCommand: ModelCommand {
  /// Loads the flow, explores it and reports; `false` when there is a problem.
  ///
  /// A flow with errors is not explored: its diagnostics are printed as
  /// `onboard check` prints them, and the command fails.
  func perform() throws -> Bool {
    let loaded = FlowLoader(models: models).load(path: flow)
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    Console.write(renderer.render(loaded.diagnostics), to: .error)
    guard let definition = loaded.flow, !loaded.hasErrors, !definition.steps.isEmpty else {
      Console.writeLine(CheckReport.summaryLine(path: flow, result: loaded), to: .error)
      return false
    }
    return try perform(opening: definition, in: models)
  }

  /// Explores the flow of `Model` and reports; `false` when there is a problem.
  func perform<Model: RunnableModel>(_ definition: FlowDefinition, as _: Model.Type) throws -> Bool {
    let forced = try forcing.resolve(for: definition, command: PathsCommand.self)
    let shown = locale.locale == nil ? definition : try locale.localize(definition).flow
    let explorer = PathExplorer<Model>(flow: shown, limit: limit)
    let report = explorer.explore(choosing: forced.isEmpty ? nil : forced)
    let leftOut = forced.isEmpty ? VariantFlow.combinationChoices(of: definition).leftOut : 0
    if leftOut > 0 {
      Console.writeLine(
        "note: \(leftOut) more combinations of overlapping experiments' variants not explored "
          + "(the first \(VariantFlow.combinationLimit) are); force one with --variant", to: .error)
    }
    for variant in report where variant.truncated {
      let reason = variant.stopReason ?? "stopped at the limit of \(limit) paths; raise it with --limit"
      Console.writeLine("note: \(variant.label): \(reason)", to: .error)
    }
    Console.write(
      json ? PathReport.json(report, flow: definition.name) + "\n" : PathReport.text(report, limit: limit))
    if let emitTests { try emit(report, to: emitTests) }
    return PathReport.problemCount(report) == 0
  }

  /// Writes `--emit-tests`; its `flow:` names the flow relative to the file when beside it.
  private func emit(_ report: [VariantExploration], to path: String) throws {
    let flowURL = URL(fileURLWithPath: flow).standardizedFileURL
    let testsFolder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    let sameFolder = flowURL.deletingLastPathComponent().path == testsFolder.path
    let reference = sameFolder ? flowURL.lastPathComponent : flowURL.path
    try OutputFile.write(TestsFileWriter.text(report, flowReference: reference), to: path)
  }
}
