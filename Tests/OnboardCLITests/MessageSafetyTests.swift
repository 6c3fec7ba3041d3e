import Foundation
import Testing

/// What `onboard` writes to standard error carries no password it was given
/// and no raw control character, whatever made the message.
@Suite struct MessageSafetyTests {
  static func headlessRun(db: String) throws -> OnboardBinary.Run {
    try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1", "--db", db,
    ])
  }

  @Test func libpqQuotingAMalformedURLDoesNotPrintThePassword() throws {
    let run = try Self.headlessRun(db: "postgres://postgres:S3cretPW!@[::1")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(#"in URI: "postgres://postgres:***@[::1""#), "\(run)")
    #expect(!run.stderr.contains("S3cretPW"), "\(run)")
  }

  @Test func libpqQuotingABadPercentTokenDoesNotPrintThePassword() throws {
    let run = try Self.headlessRun(db: "postgres://postgres:S3cretPW%zz@127.0.0.1/x")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(#"invalid percent-encoded token: "***""#), "\(run)")
    #expect(!run.stderr.contains("S3cretPW"), "\(run)")
  }

  @Test func aPasswordWithAnUnencodedAtSignIsMaskedWhole() throws {
    let run = try Self.headlessRun(db: "postgres://u:Hunter@2secret@127.0.0.1:1/x")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("postgres://u:***@127.0.0.1:1/x"), "\(run)")
    #expect(!run.stderr.contains("Hunter"), "\(run)")
    #expect(!run.stderr.contains("2secret"), "\(run)")
  }

  @Test func thePasswordOfONBOARD_DBIsNotPrintedEither() throws {
    let run = try OnboardBinary.run(
      ["run", RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1"],
      environment: ["ONBOARD_DB": "postgres://127.0.0.1/x?password=S3cretPW%zz"])
    #expect(run.status == 1, "\(run)")
    #expect(!run.stderr.contains("S3cretPW"), "\(run)")
  }

  @Test func anAnswerWithEscapeSequencesIsShownEscaped() throws {
    let adult = try String(contentsOfFile: RunStoreTests.adult, encoding: .utf8)
    let answers = adult.replacingOccurrences(
      of: "plan: pro", with: #"plan: "pro\e]0;pwned\a\e[2J\e[31m""#)
    let path = try RepositoryFiles.temporaryFlow(answers, name: "answers.yaml")
    defer { RepositoryFiles.remove(path) }
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers", path, "--user-id", "u-1", "--no-store",
    ])
    #expect(run.status == 1, "\(run)")
    #expect(
      !run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(run)")
    #expect(
      run.stderr.contains(#"'pro\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31m' is not one of the options"#),
      "\(run)")
  }
}
