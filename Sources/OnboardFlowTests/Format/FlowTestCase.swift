import OnboardKit

/// One case of a `*.tests.yaml` file: who runs the flow, with which
/// answers, and what must come out.
///
/// ```yaml
/// - name: an adult picks pro
///   user: u-1
///   attributes: { country: GB }
///   variants: { short-interests: control }
///   answers: { firstName: Ada, lastName: Lovelace, … }
///   expect:
///     status: completed
///     user: { plan: pro }
/// ```
public struct FlowTestCase: Sendable, Hashable {
  /// What the case checks, unique in its file; `--filter` matches it.
  package var name: String
  /// The person's id: assignment hashes it.
  package var userID: String
  /// The caller's attributes, which audiences and conditions read.
  package var attributes: [String: JSONValue]
  /// Variants forced by experiment key, as `--variant key=id` forces them.
  package var variants: [String: String]
  /// The answers, as `onboard run --answers` reads them.
  package var answers: AnswerScript
  /// What must come out; an expectation left out is not checked.
  package var expect: FlowExpectation
  /// Why the case is skipped, when it is.
  package var skip: String?
  /// Where the case is written.
  package var mark: SourceMark?

  /// Creates a case.
  package init(
    name: String, userID: String, attributes: [String: JSONValue] = [:], variants: [String: String] = [:],
    answers: AnswerScript, expect: FlowExpectation = FlowExpectation(), skip: String? = nil,
    mark: SourceMark? = nil
  ) {
    self.name = name
    self.userID = userID
    self.attributes = attributes
    self.variants = variants
    self.answers = answers
    self.expect = expect
    self.skip = skip
    self.mark = mark
  }
}
