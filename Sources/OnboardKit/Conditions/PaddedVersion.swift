/// GrowthBook's `paddedVersionString`, which turns a version into a string
/// whose code-unit order is the version order, for `$veq`, `$vgt` and the rest.
///
/// `v1.2.3-rc.1+build` drops the leading `v` and the build, splits at `.` and
/// `-`, adds `~` (greater than any pre-release tag) when there are exactly three
/// parts, pads numeric parts to five characters with spaces, and joins them
/// with `-`. Numbers are written as JavaScript writes them; anything else that
/// is not a non-empty string counts as `"0"`.
enum PaddedVersion {
  /// The padded form of a condition value or attribute.
  static func string(_ value: JSONValue) -> String {
    let text: String
    switch value {
    case .number(let number): text = JSNumber.string(number)
    case .string(let string) where !string.isEmpty: text = string
    default: text = "0"
    }
    var parts = stripped(text).unicodeScalars
      .split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" }
      .map { String(String.UnicodeScalarView($0)) }
    if parts.count == 3 { parts.append("~") }
    return parts.map(padded).joined(separator: "-")
  }

  /// `input.replace(/(^v|\+.*$)/g, "")`: the leading `v`, and a `+` with all
  /// after it when no line break follows (`.` stops at line breaks).
  private static func stripped(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    if scalars.first == "v" { scalars.removeFirst() }
    let lastBreak = scalars.lastIndex { [0x0A, 0x0D, 0x2028, 0x2029].contains($0.value) }
    let searchStart = lastBreak.map { $0 + 1 } ?? 0
    if let plus = scalars[searchStart...].firstIndex(of: "+") {
      scalars.removeSubrange(plus...)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// A part of ASCII digits left-padded with spaces to five characters.
  private static func padded(_ part: String) -> String {
    let isNumeric = !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) }
    guard isNumeric, part.utf8.count < 5 else { return part }
    return String(repeating: " ", count: 5 - part.utf8.count) + part
  }
}
