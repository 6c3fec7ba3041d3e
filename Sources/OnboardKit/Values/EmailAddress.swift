/// Email syntax as onboarding forms need it: `local@domain.tld`, no spaces,
/// RFC 5321 length limits, a domain of dot-separated labels of letters,
/// digits and hyphens (any script's letters and digits, for IDN domains).
///
/// This checks the shape people mistype (a missing `@`, a space, `gmail,com`),
/// not deliverability.
public enum EmailAddress {
  /// Why `text` is not an email address, or `nil` when it is one.
  public static func problem(with text: String) -> String? {
    let bytes = text.utf8
    guard let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return "not a valid email address: no '@'" }
    let local = bytes[..<at]
    let domain = bytes[bytes.index(after: at)...]
    guard !local.isEmpty, local.count <= 64 else {
      return "not a valid email address: the part before '@' must be 1 to 64 characters"
    }
    guard bytes.count <= 254 else { return "not a valid email address: longer than 254 characters" }
    let refused: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@")]
    let spaced =
      bytes.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
      || (bytes.contains { $0 >= 0x80 } && text.unicodeScalars.contains { $0.properties.isWhitespace })
    guard !spaced, !local.contains(where: refused.contains), !domain.contains(where: refused.contains) else {
      return "not a valid email address: it contains a space, a comma or a second '@'"
    }
    guard domainIsValid(Substring(domain)) else {
      return "not a valid email address: '\(Substring(domain))' is not a domain like example.com"
    }
    return nil
  }

  /// Whether `text` has email syntax.
  public static func isValid(_ text: String) -> Bool {
    problem(with: text) == nil
  }

  private static func domainIsValid(_ domain: Substring) -> Bool {
    let labels = domain.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard labels.count >= 2 else { return false }
    for label in labels {
      guard !label.isEmpty, label.count <= 63, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-")
      else { return false }
      if label.allSatisfy({ isASCIILabelByte($0) }) { continue }
      // Non-ASCII (an IDN label): letters and digits of any script, or hyphens.
      let text = Substring(label)
      guard text.unicodeScalars.allSatisfy({ $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType != nil })
      else { return false }
    }
    return true
  }

  private static func isASCIILabelByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
  }
}
