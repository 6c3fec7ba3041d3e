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
package struct SecretMask: Sendable, Hashable {
  /// What replaces a secret.
  static let replacement = "***"
  /// Shorter secrets are masked only where they stand in a URL (the patterns below):
  /// masking every "ab" of a message would garble it and hide little.
  static let minimumLength = 3

  /// The secrets, longest first (so a longer form is masked whole).
  let secrets: [String]

  /// The passwords of every URL among `texts` (anything else is ignored):
  /// as given, percent-decoded and percent-encoded.
  package init(urls texts: [String]) {
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

  /// The password candidates of one URL: the `user:password@` part (see
  /// ``passwordRange(in:)``, and ending at the first `@` and at the very last,
  /// since libpq and a reader may split it otherwise), each `@`-separated
  /// piece of it (libpq quotes the rest as a host name) and every `password=` query value.
  static func passwords(in text: String) -> [String] {
    guard let scheme = text.range(of: "://") else { return [] }
    let rest = text[scheme.upperBound...]
    var found: [String] = []
    if let range = passwordRange(in: text) {
      let password = text[range]
      found.append(String(password))
      found += password.split(separator: "@").map(String.init)
      if let last = rest.lastIndex(of: "@"), last > range.upperBound {
        found.append(String(text[range.lowerBound..<last]))
      }
    }
    for part in rest.split(whereSeparator: { $0 == "?" || $0 == "&" }) where part.hasPrefix("password=") {
      found.append(String(part.dropFirst("password=".count)))
    }
    return found
  }

  /// Where the password of `url`'s `user:password@` stands: after the user's
  /// `:`, up to the last `@` of the authority (as libpq and URL parsers end
  /// the user information) — the first `@`, then any further `@` before the
  /// `/` or `?` that ends the host part. A password may hold `/` or `?` before its first `@`.
  static func passwordRange(in url: String) -> Range<String.Index>? {
    guard let scheme = url.range(of: "://") else { return nil }
    let rest = url[scheme.upperBound...]
    guard let colon = rest.firstIndex(where: { ":/@?".contains($0) }), rest[colon] == ":",
      let firstAt = rest[colon...].firstIndex(of: "@")
    else { return nil }
    let hostPart = rest[firstAt...].prefix { $0 != "/" && $0 != "?" }
    return rest.index(after: colon)..<(hostPart.lastIndex(of: "@") ?? firstAt)
  }

  /// `text` with every secret, and the password of any URL in it, replaced by `***`.
  package func masked(_ text: String) -> String {
    var text = text
    for secret in secrets where text.contains(secret) {
      text = text.replacingOccurrences(of: secret, with: Self.replacement)
    }
    return Self.maskingURLLines(text)
  }

  /// `text` with each line that holds `://` or `password=` (the fixed part
  /// of the two patterns) passed through ``maskingURLs(_:)``. Neither pattern
  /// matches across a line (they stop at white space), so the thousands of
  /// diagnostic lines of a large check are copied, not searched by a regex;
  /// the search for the two markers is the C library's `memmem`.
  private static func maskingURLLines(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return "" }
      let newline = UInt8(ascii: "\n")
      var result = ""
      var copied = 0
      var next = markers.map { find($0, in: bytes, from: 0) }
      while let hit = next.compactMap({ $0 }).min() {
        var lineStart = hit
        while lineStart > copied, bytes[lineStart - 1] != newline { lineStart -= 1 }
        let lineEnd = position(of: newline, in: bytes, from: hit) ?? bytes.count
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<lineStart]), as: UTF8.self)
        result += maskingURLs(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self))
        copied = lineEnd
        next = zip(markers, next).map { marker, at in
          guard let at, at < lineEnd else { return at }
          return find(marker, in: bytes, from: lineEnd)
        }
      }
      guard copied > 0 else { return String(decoding: bytes, as: UTF8.self) }
      return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
    }
  }

  /// The UTF-8 of `://` and of `password=`.
  private static let markers = [Array("://".utf8), Array("password=".utf8)]

  /// Where `marker` next starts in `bytes` at or after `start`.
  private static func find(_ marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var at = start
    while let candidate = position(of: marker[0], in: bytes, from: at) {
      guard candidate + marker.count <= bytes.count else { return nil }
      if memcmp(base + candidate, marker, marker.count) == 0 { return candidate }
      at = candidate + 1
    }
    return nil
  }

  /// Where `byte` next stands in `bytes` at or after `start` (the C library's `memchr`).
  private static func position(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int?
  {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// `line` with the password of each URL and each `password=` value masked.
  private static func maskingURLs(_ line: String) -> String {
    var text = line
    text.replace(#/(?<lead>[A-Za-z][A-Za-z0-9+.-]*://[^\s/@:"']*:)[^\s@"']+@(?:[^\s@"'\/?]*@)*/#) {
      "\($0.lead)***@"
    }
    text.replace(#/(?<key>(?:^|[?&\s])password=)[^\s&"']+?(?=:?(?:[\s&"']|$))/#) { "\($0.key)***" }
    return text
  }
}
