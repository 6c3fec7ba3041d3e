import Foundation

/// The passwords of some database URLs, and their removal from text: a
/// password is masked whatever quotes it — onboard's own messages or
/// libpq's (`invalid percent-encoded token: "S3cretPW%zz"`). The CLI masks
/// with the URLs of its arguments and `ONBOARD_DB` everything it writes to
/// standard error; ``PGConnection`` masks libpq's messages with its URL.
///
/// ```swift
/// let mask = SecretMask(urls: ["postgres://ada:S3cret@db/onboard"])
/// mask.masked("password \"S3cret\" rejected")  // "password \"***\" rejected"
/// ```
public struct SecretMask: Sendable, Hashable {
  /// What replaces a secret.
  static let replacement = "***"
  /// Shorter secrets are masked only where they stand in a URL (the patterns below):
  /// masking every "ab" of a message would garble it and hide little.
  static let minimumLength = 3

  /// The secrets, longest first (so a longer form is masked whole).
  let secrets: [String]

  /// The passwords of every URL among `texts` (anything else is ignored):
  /// as given, percent-decoded and percent-encoded.
  public init(urls texts: [String]) {
    let passwords = texts.filter { $0.contains("://") }.flatMap(Self.passwords(in:))
    let forms = passwords.flatMap { password in
      [
        password, password.removingPercentEncoding ?? password,
        password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? password,
      ]
    }
    secrets = Set(forms.filter { $0.count >= Self.minimumLength }).sorted {
      $0.count != $1.count ? $0.count > $1.count : $0 < $1
    }
  }

  /// The password candidates of one URL: the `user:password@` part (ending
  /// at the first `@`, and at the last, since libpq and a reader may split it
  /// either way) and every `password=` query value.
  static func passwords(in text: String) -> [String] {
    guard let scheme = text.range(of: "://") else { return [] }
    let rest = text[scheme.upperBound...]
    var found: [String] = []
    if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
      let afterColon = rest[rest.index(after: colon)...]
      for at in [afterColon.firstIndex(of: "@"), afterColon.lastIndex(of: "@")].compactMap({ $0 }) {
        found.append(String(afterColon[..<at]))
      }
    }
    for part in rest.split(whereSeparator: { $0 == "?" || $0 == "&" }) where part.hasPrefix("password=") {
      found.append(String(part.dropFirst("password=".count)))
    }
    return found
  }

  /// `text` with every secret, and the password of any URL in it, replaced by `***`.
  public func masked(_ text: String) -> String {
    var text = text
    for secret in secrets where text.contains(secret) {
      text = text.replacingOccurrences(of: secret, with: Self.replacement)
    }
    text.replace(#/(?<lead>[A-Za-z][A-Za-z0-9+.-]*://[^\s/@:"']*:)[^\s@"']+@/#) { "\($0.lead)***@" }
    text.replace(#/(?<key>(?:^|[?&\s])password=)[^\s&"']+?(?=:?(?:[\s&"']|$))/#) { "\($0.key)***" }
    return text
  }
}
