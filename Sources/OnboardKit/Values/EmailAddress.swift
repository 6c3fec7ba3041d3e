/// Email syntax as onboarding forms need it: `local@domain.tld`, no spaces
/// or control characters (an ESC or a NUL never gets into a store),
/// RFC 5321 length limits, a domain of dot-separated labels of letters,
/// digits and hyphens (any script's letters and digits, for IDN domains).
///
/// This checks the shape people mistype (a missing `@`, a space, `gmail,com`),
/// not deliverability. One pass over the bytes; no allocation for ASCII input.
public enum EmailAddress {
  /// Why `text` is not an email address, or `nil` when it is one.
  public static func problem(with text: String) -> String? {
    var bytes = text
    return bytes.withUTF8 { problem($0, text: text) }
  }

  /// Whether `text` has email syntax.
  public static func isValid(_ text: String) -> Bool {
    problem(with: text) == nil
  }

  private static func problem(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> String? {
    guard let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return "not a valid email address: no '@'" }
    guard at > 0, at <= 64 else {
      return "not a valid email address: the part before '@' must be 1 to 64 characters"
    }
    guard bytes.count <= 254 else { return "not a valid email address: longer than 254 characters" }
    var nonASCII = false
    for index in bytes.indices {
      let byte = bytes[index]
      // Printable ASCII other than ',', ';' and '@' (most bytes) needs no other test.
      if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: ","), byte != UInt8(ascii: ";"),
        byte != UInt8(ascii: "@")
      {
        continue
      }
      if (byte < 0x20 && !(0x09...0x0D).contains(byte)) || byte == 0x7F {
        return "not a valid email address: it contains a control character"
      }
      let refused =
        byte == 0x20 || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
        || (byte == UInt8(ascii: "@") && index != at)
      if refused { return "not a valid email address: it contains a space, a comma or a second '@'" }
      if byte >= 0x80 { nonASCII = true }
    }
    if nonASCII {
      if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        return "not a valid email address: it contains a control character"
      }
      if text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
        return "not a valid email address: it contains a space, a comma or a second '@'"
      }
    }
    let domain = UnsafeBufferPointer(rebasing: bytes[(at + 1)...])
    guard domainIsValid(domain) else {
      return
        "not a valid email address: '\(String(decoding: domain, as: UTF8.self))' is not a domain like example.com"
    }
    return nil
  }

  private static func domainIsValid(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
    var labels = 0
    var start = 0
    for end in 0...domain.count where end == domain.count || domain[end] == UInt8(ascii: ".") {
      guard labelIsValid(UnsafeBufferPointer(rebasing: domain[start..<end])) else { return false }
      labels += 1
      start = end + 1
    }
    return labels >= 2
  }

  private static func labelIsValid(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = label.first, let last = label.last, label.count <= 63,
      first != UInt8(ascii: "-"), last != UInt8(ascii: "-")
    else { return false }
    if label.allSatisfy(isASCIILabelByte) { return true }
    guard label.allSatisfy({ $0 >= 0x80 || isASCIILabelByte($0) }) else { return false }
    // An IDN label: letters and digits of any script, or hyphens.
    return String(decoding: label, as: UTF8.self).unicodeScalars.allSatisfy {
      $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
  }

  private static func isASCIILabelByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
  }
}
