/// Email syntax as onboarding forms need it: `local@domain.tld`, no spaces,
/// RFC 5321 length limits, a domain of dot-separated labels.
///
/// This checks the shape people mistype (a missing `@`, a space, `gmail,com`),
/// not deliverability.
public enum EmailAddress {
  /// Why `text` is not an email address, or `nil` when it is one.
  public static func problem(with text: String) -> String? {
    guard let at = text.lastIndex(of: "@") else { return "not a valid email address: no '@'" }
    let local = text[..<at]
    let domain = text[text.index(after: at)...]
    guard !local.isEmpty, local.utf8.count <= 64 else {
      return "not a valid email address: the part before '@' must be 1 to 64 characters"
    }
    guard text.utf8.count <= 254 else { return "not a valid email address: longer than 254 characters" }
    guard !text.contains(where: { $0.isWhitespace || $0 == "," || $0 == ";" }), !local.contains("@") else {
      return "not a valid email address: it contains a space, a comma or a second '@'"
    }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2,
      labels.allSatisfy({ label in
        !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
          && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
      })
    else { return "not a valid email address: '\(domain)' is not a domain like example.com" }
    return nil
  }

  /// Whether `text` has email syntax.
  public static func isValid(_ text: String) -> Bool {
    problem(with: text) == nil
  }
}
