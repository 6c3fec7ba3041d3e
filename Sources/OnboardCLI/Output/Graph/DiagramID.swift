/// Ids for diagram nodes and clusters that every diagram language accepts
/// unquoted: `step_` then the step's path with each part reduced to ASCII
/// letters, digits and `_`, parts joined by `__` (`contact/email` is
/// `step_contact__email`).
///
/// The prefix keeps ids off the languages' keywords (Mermaid's `end`, DOT's
/// `node`) and off a leading digit. Two paths that reduce to the same id get
/// `_2`, `_3`… in order, so ids stay unique.
struct DiagramID {
  private var used: Set<String> = []

  /// An allocator with no ids taken.
  init() {}

  /// A new unique id for a step path.
  mutating func make(for path: [String]) -> String {
    let base = Self.base(for: path)
    var id = base
    var counter = 2
    while !used.insert(id).inserted {
      id = "\(base)_\(counter)"
      counter += 1
    }
    return id
  }

  /// The id before duplicates are numbered.
  static func base(for path: [String]) -> String {
    "step_" + path.map(sanitize).joined(separator: "__")
  }

  /// A path part with everything but ASCII letters, digits and `_` replaced by `_`.
  static func sanitize(_ part: String) -> String {
    String(
      String.UnicodeScalarView(
        part.unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            ? scalar : "_"
        }))
  }
}
