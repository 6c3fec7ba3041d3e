import Testing

@testable import OnboardStore

/// The option values libpq refuses before it connects are found from the URL alone.
@Suite struct PGConnectOptionsTests {
  static func problem(_ url: String) throws -> String? {
    try PGConnectOptions.parse(url).get().problem
  }

  @Test(arguments: [
    ("postgres://h/x?sslmode=bogus", #"invalid sslmode value: "bogus""#),
    ("postgres://h/x?sslmode=REQUIRE", #"invalid sslmode value: "REQUIRE""#),
    ("postgres://h:0/x", #"invalid port number: "0""#),
    ("postgres://h1:5432,h2:70000/x", #"invalid port number: "70000""#),
    (
      "postgres://h/x?connect_timeout=abc",
      #"invalid integer value "abc" for connection option "connect_timeout""#
    ),
    ("postgres://h/x?target_session_attrs=any-one", #"invalid target_session_attrs value: "any-one""#),
    ("postgres://h/x?ssl_min_protocol_version=TLSv9", #"invalid ssl_min_protocol_version value: "TLSv9""#),
  ])
  func aValueLibpqRefusesIsNamed(url: String, message: String) throws {
    #expect(try Self.problem(url) == message)
  }

  @Test(arguments: [
    "postgres://u:pw@h/x", "postgres://h:5432,h2/x?sslmode=verify-full&connect_timeout= 10 ",
    "postgres://h/x?ssl_min_protocol_version=tlsv1.2&keepalives=1&target_session_attrs=read-write",
  ])
  func valuesLibpqTakesPass(url: String) throws {
    #expect(try Self.problem(url) == nil)
  }

  @Test func aURLLibpqCannotParseCarriesItsMessage() {
    guard case .failure(let malformed) = PGConnectOptions.parse("postgres://h/x?nosuchoption=1") else {
      Issue.record("parsed")
      return
    }
    #expect(malformed.message.contains("nosuchoption"))
  }
}
