import OnboardStore
import Testing

@testable import OnboardCLI

/// Every password the process was given is masked in what it writes to
/// standard error, whoever wrote the message (here: libpq's own texts).
@Suite struct SecretMaskTests {
  static func mask(_ db: String) -> SecretMask {
    SecretMask(arguments: ["onboard", "run", "flow.yaml", "--db", db], environment: [:])
  }

  @Test func libpqQuotingAMalformedURLShowsNoPassword() {
    let db = "postgres://postgres:S3cretPW!@[::1"
    let message =
      #"cannot reach the store postgres://postgres:***@[::1: end of string reached when looking for "#
      + #"matching "]" in IPv6 host address in URI: "postgres://postgres:S3cretPW!@[::1""#
    #expect(
      Self.mask(db).masked(message)
        == #"cannot reach the store postgres://postgres:***@[::1: end of string reached when looking for "#
        + #"matching "]" in IPv6 host address in URI: "postgres://postgres:***@[::1""#)
  }

  @Test func libpqQuotingABadPercentTokenShowsNoPassword() {
    let message = #"invalid percent-encoded token: "S3cretPW%zz""#
    #expect(
      Self.mask("postgres://postgres:S3cretPW%zz@127.0.0.1/x").masked(message)
        == #"invalid percent-encoded token: "***""#)
    #expect(
      Self.mask("postgres://127.0.0.1/x?password=S3cretPW%zz").masked(message)
        == #"invalid percent-encoded token: "***""#)
  }

  @Test func thePasswordIsMaskedDecodedAndEncodedToo() {
    let mask = Self.mask("postgres://ada:p%40ss%21word@db/onboard")
    #expect(mask.masked("p@ss!word p%40ss%21word") == "*** ***")
    let plain = Self.mask("postgres://ada:pass!word@db/onboard")
    #expect(plain.masked("pass%21word") == "***")
  }

  @Test func thePasswordOfONBOARD_DBAndOfAnEqualsOptionIsMasked() {
    let mask = SecretMask(
      arguments: ["onboard", "report", "--db=postgres://u:FromTheFlag@h/d"],
      environment: ["ONBOARD_DB": "postgresql://u:FromTheEnvironment@h/d"])
    #expect(mask.masked("FromTheFlag, FromTheEnvironment") == "***, ***")
  }

  @Test func aShortPasswordIsMaskedWhereItStandsInAURL() {
    let mask = Self.mask("postgres://ada:pw@db/onboard")
    #expect(mask.masked("a pwd: postgres://ada:pw@db/onboard") == "a pwd: postgres://ada:***@db/onboard")
    #expect(mask.masked(#"in "host=db password=pw""#) == #"in "host=db password=***""#)
  }

  @Test func aURLThatWasNotGivenIsMaskedToo() {
    let mask = SecretMask(arguments: ["onboard"], environment: [:])
    #expect(
      mask.masked("see postgres://x:y@z/w?password=q&a=b: failed")
        == "see postgres://x:***@z/w?password=***&a=b: failed")
  }

  @Test func aPasswordWithAtSignsIsMaskedToTheLastAtOfTheHostPart() {
    let mask = Self.mask("postgres://u:Hunter@2secret@127.0.0.1:1/x")
    #expect(
      mask.masked(#"host name "2secret@127.0.0.1", Hunter@2secret"#) == #"host name "***@127.0.0.1", ***"#)
    let anyURL = SecretMask(arguments: ["onboard"], environment: [:])
    #expect(anyURL.masked("see postgres://u:a@b@c@h:1/db@x?q=1") == "see postgres://u:***@h:1/db@x?q=1")
    #expect(anyURL.masked("see postgres://u:a/b?c@h/db") == "see postgres://u:***@h/db")
    #expect(
      StoreLocation.redacted("postgres://u:Hunter@2secret@127.0.0.1:1/x") == "postgres://u:***@127.0.0.1:1/x")
    #expect(StoreLocation.redacted("postgres://u:a/b@h/db@x") == "postgres://u:***@h/db@x")
  }

  @Test func textWithoutSecretsIsUnchanged() {
    let text = "error: the store /tmp/a.sqlite: disk I/O error; user ada@example.com, 10:30"
    #expect(Self.mask("postgres://ada:Secret1@db/x").masked(text) == text)
  }
}

/// Masking works line by line (no pattern crosses a line), so a check that
/// prints tens of thousands of diagnostics is not held up by it: the
/// fuzzer's 20,000-step include (60,011 errors) spent 71% of `onboard
/// check`'s time running the two URL patterns over the whole text.
@Suite struct SecretMaskLinesTests {
  static let anyURL = SecretMask(arguments: ["onboard"], environment: [:])

  @Test func aPasswordOnAnyLineIsMaskedAndTheLinesKept() {
    let text = "first line\npassword=abc at the start\r\nthen postgres://u:pw@h/d\n\nlast?password=x"
    #expect(
      Self.anyURL.masked(text)
        == "first line\npassword=*** at the start\r\nthen postgres://u:***@h/d\n\nlast?password=***")
  }

  /// A generous bound: the old code took 6.7 s for this text in a debug
  /// build (machine load 10), the new one 0.19 s; it fails only when the
  /// patterns run over the lines that cannot hold a URL again.
  @Test func sixtyThousandDiagnosticsAreMaskedQuickly() {
    let line =
      "flow.yaml:12:7: error: duplicate step id 's'; the first is at line 3\n      - id: s\n        ^\n"
    let text = String(repeating: line, count: 60_000)
    let url = "error: cannot reach postgres://u:Secret1@db/x\n"
    let clock = ContinuousClock()
    var masked = ""
    let elapsed = clock.measure { masked = Self.anyURL.masked(url + text) }
    #expect(masked == "error: cannot reach postgres://u:***@db/x\n" + text)
    #expect(elapsed < .seconds(2), "masking took \(elapsed)")
  }
}
