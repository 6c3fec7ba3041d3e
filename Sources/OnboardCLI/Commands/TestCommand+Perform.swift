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
    for path in files {
      let loaded = FlowTestLoader<User>().load(path: path)
      guard let file = loaded.file else {
        Console.write(renderer.render(loaded.diagnostics), to: .error)
        let problems = loaded.diagnostics.filter { $0.severity == .error }
        suites.append(FlowTestSuiteResult(path: path, results: [], problems: problems))
        if !json { Console.writeLine("✗ \(path): cannot run it: \(problems.count) error(s), shown above") }
        continue
      }
      names += file.cases.map(\.name)
      if !json { Console.writeLine(path) }
      let runner = FlowTestRunner<User>(flow: file.flow)
      var results: [FlowTestResult] = []
      for testCase in file.cases where matches(testCase.name) {
        let result = runner.run(testCase)
        results.append(result)
        if !json { Console.write(result.text(color: color)) }
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
