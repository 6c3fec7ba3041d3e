import OnboardKit
import Testing

@testable import OnboardCLI

/// An error from outside the CLI, described only by its `description`.
private struct ForeignError: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

@Suite struct ErrorPresenterTests {
  @Test(arguments: [
    (CleanExit.helpRequest("HELP\n") as any Error, "HELP\n", StandardStream.output, ExitCode.success),
    (CleanExit.versionRequest("onboard 0.1.0"), "onboard 0.1.0\n", .output, .success),
    (
      UsageError(.unknownOption("--jsno", suggestion: "--json"), usage: "onboard check <flow> ... [--json]"),
      "error: unknown option '--jsno'; did you mean '--json'?\nusage: onboard check <flow> ... [--json]\n",
      .error, .usage
    ),
    (CommandFailure(), "", .error, .failure),
    (CommandFailure("no flows found in 'Flows'"), "error: no flows found in 'Flows'\n", .error, .failure),
    (ValidationError("give at least one flow"), "error: give at least one flow\n", .error, .usage),
    (ParseProblem.unexpectedArgument("x"), "error: unexpected argument 'x'\n", .error, .usage),
    (
      DiagnosticError([
        .error("unknown field 'emial'", at: SourceMark(file: "a.yaml", line: 3, column: 5)),
        .warning("no steps", at: nil),
      ]),
      "a.yaml:3:5: error: unknown field 'emial'\nwarning: no steps\n", .error, .failure
    ),
    (CancellationError(), "", .error, .interrupted),
    (ForeignError(), "error: the disk is full\n", .error, .failure),
  ])
  func mapsEveryErrorToTextStreamAndStatus(
    error: any Error, text: String, stream: StandardStream, status: ExitCode
  ) {
    #expect(ErrorPresenter.present(error) == Presentation(text: text, stream: stream, exitCode: status))
  }

  @Test(arguments: [
    (ExitCode.success, Int32(0)), (.failure, 1), (.usage, 2), (.interrupted, 130),
  ])
  func exitCodesHaveTheirDocumentedValues(code: ExitCode, raw: Int32) {
    #expect(code.rawValue == raw)
  }

  @Test(arguments: [
    (ParseProblem.missingValue(label: "--out <path>"), "missing value for '--out <path>'"),
    (.missingArgument(label: "<flow> ..."), "missing expected argument '<flow> ...'"),
    (.flagWithValue("--json"), "flag '--json' does not take a value"),
    (.duplicateOption("--out"), "option '--out' given more than once; give it once"),
    (.unknownCommand("chek", suggestion: "check"), "unknown command 'chek'; did you mean 'check'?"),
    (.unknownCommand("zzz", suggestion: nil), "unknown command 'zzz'"),
    (.invalidValue("x", label: "--n <n>", expectation: ""), "invalid value 'x' for '--n <n>'"),
  ])
  func problemsReadAsOneLine(problem: ParseProblem, message: String) {
    #expect(problem.message == message)
  }
}
