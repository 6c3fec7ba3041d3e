import Testing

@testable import OnboardKit

@Suite struct EmailAddressTests {
  @Test(arguments: ["ada@example.com", "a.b+tag@mail.example.co.uk", "x@x-y.io", "jörg@bücher.de", "u@例え.jp"])
  func accepts(address: String) {
    #expect(EmailAddress.problem(with: address) == nil)
  }

  @Test(arguments: [
    ("ada.example.com", "not a valid email address: no '@'"),
    ("@example.com", "not a valid email address: the part before '@' must be 1 to 64 characters"),
    ("ada@example", "not a valid email address: 'example' is not a domain like example.com"),
    ("ada@-example.com", "not a valid email address: '-example.com' is not a domain like example.com"),
    ("ada@example..com", "not a valid email address: 'example..com' is not a domain like example.com"),
    ("ada lovelace@example.com", "not a valid email address: it contains a space, a comma or a second '@'"),
    ("ada@gmail,com", "not a valid email address: it contains a space, a comma or a second '@'"),
    ("a@b@example.com", "not a valid email address: it contains a space, a comma or a second '@'"),
    ("ada@exa_mple.com", "not a valid email address: 'exa_mple.com' is not a domain like example.com"),
    ("ada\u{00A0}x@example.com", "not a valid email address: it contains a space, a comma or a second '@'"),
    ("ada\u{1B}[31m@example.com", "not a valid email address: it contains a control character"),
    ("ada@exa\u{1B}]0;x\u{07}mple.com", "not a valid email address: it contains a control character"),
    ("ada\u{0}@example.com", "not a valid email address: it contains a control character"),
    ("ada\u{7F}@example.com", "not a valid email address: it contains a control character"),
    ("ada\u{9B}31m@example.com", "not a valid email address: it contains a control character"),
    ("ada\tx@example.com", "not a valid email address: it contains a space, a comma or a second '@'"),
  ])
  func refuses(address: String, message: String) {
    #expect(EmailAddress.problem(with: address) == message)
  }
}
