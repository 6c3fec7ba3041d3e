import Foundation
import OnboardFlowTests
import OnboardKit
import OnboardYAML

extension TestCommand {
  /// Finds, loads and runs the tests files; `false` when anything failed.
  func perform() throws -> Bool {
    let roots = paths.isEmpty ? ["Flows"] : paths
    let files: [String]
    switch FlowTestFinder.files(under: roots) {
    case .success(let found): files = found
    case .failure(let error): throw ValidationError(error.description)
    }
    guard !files.isEmpty else {
      throw CommandFailure("no *.tests.yaml file under \(roots.joined(separator: ", "))")
    }
    let color = !json && Terminal.colorEnabled(for: .output)
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    var suites: [FlowTestSuiteResult] = []
    var names: [String] = []
    let loader = FlowTestFileLoader(flowLoader: FlowLoader(models: models))
    for path in files {
      let loaded = loader.load(path: path)
      guard var file = loaded.file else {
        Console.write(renderer.render(loaded.diagnostics), to: .error)
        let problems = loaded.diagnostics.filter { $0.severity == .error }
        suites.append(FlowTestSuiteResult(path: path, results: [], problems: problems))
        if !json { Console.writeLine("✗ \(path): cannot run it: \(problems.count) error(s), shown above") }
        continue
      }
      if locale.locale != nil { file.flow = try locale.localize(file.flow).flow }
      names += file.cases.map(\.name)
      if !json { Console.writeLine(path) }
      let run = TestFileRun(file: file, matches: matches) { result in
        if !json { Console.write(result.text(color: color)) }
      }
      let results: [FlowTestResult]
      do {
        results = try models.open(file.flow, with: run)
      } catch let error as ModelRegistryError {
        throw CommandFailure(error.description)
      }
      suites.append(FlowTestSuiteResult(path: path, results: results))
    }
    if let filter, !names.isEmpty, suites.allSatisfy({ $0.results.isEmpty }) {
      let list = names.map { "'\($0)'" }.joined(separator: ", ")
      throw CommandFailure("no case matches --filter '\(filter)'; the cases are \(list)")
    }
    if let junit { try OutputFile.write(JUnitWriter.xml(suites), to: junit) }
    Console.writeLine(json ? FlowTestSuiteResult.json(suites) : FlowTestSuiteResult.summary(suites))
    return suites.allSatisfy { $0.failed == 0 }
  }

  /// Whether `--filter` lets a case run.
  private func matches(_ name: String) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    return name.range(of: filter, options: .caseInsensitive) != nil
  }
}

/// The cases of one tests file that `--filter` lets through, run by a
/// ``FlowTestRunner`` of the flow's model; each result is shown as it comes.
private struct TestFileRun: ModelOpener {
  let file: FlowTestFile
  let matches: (String) -> Bool
  let show: (FlowTestResult) -> Void

  func open<Model: RunnableModel>(_: Model.Type) throws -> [FlowTestResult] {
    let runner = FlowTestRunner<Model>(flow: file.flow, now: file.now)
    var results: [FlowTestResult] = []
    for testCase in file.cases where matches(testCase.name) {
      let result = runner.run(testCase)
      results.append(result)
      show(result)
    }
    return results
  }
}
