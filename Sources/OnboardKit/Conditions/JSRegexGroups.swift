/// The capturing groups of a JavaScript pattern, counted before translation,
/// since a backreference may come before its group and `\12` is octal unless
/// there are twelve groups.
struct JSRegexGroups {
  /// How many capturing groups, named or not.
  let count: Int
  /// The number of each named group.
  let numbers: [String: Int]

  /// Whether any group has a name, which makes `\k` a reference.
  var hasNames: Bool { !numbers.isEmpty }

  /// Scans a pattern's code units, skipping escapes and classes.
  init(_ source: [UInt16]) throws(JSRegexTranslator.SyntaxError) {
    var count = 0
    var numbers: [String: Int] = [:]
    var index = 0
    var inClass = false
    while index < source.count {
      let unit = source[index]
      index += 1
      if unit == .ascii("\\") {
        index += 1
      } else if inClass {
        inClass = unit != .ascii("]")
      } else if unit == .ascii("[") {
        inClass = true
      } else if unit == .ascii("("), index < source.count {
        guard source[index] == .ascii("?") else {
          count += 1
          continue
        }
        guard index + 2 < source.count, source[index + 1] == .ascii("<"),
          source[index + 2] != .ascii("="), source[index + 2] != .ascii("!")
        else { continue }
        count += 1
        guard let end = source[(index + 2)...].firstIndex(of: .ascii(">")) else {
          throw .init(reason: "invalid capture group name")
        }
        let name = String(decoding: source[(index + 2)..<end], as: UTF16.self)
        guard Self.isGroupName(name) else { throw .init(reason: "invalid capture group name") }
        guard numbers.updateValue(count, forKey: name) == nil else {
          throw .init(reason: "duplicate capture group name")
        }
      }
    }
    self.count = count
    self.numbers = numbers
  }

  /// An identifier: `$`, `_` or an ID_Start letter, then also ID_Continue.
  private static func isGroupName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    let isStart = { (scalar: Unicode.Scalar) in scalar == "$" || scalar == "_" || scalar.properties.isIDStart
    }
    return isStart(first)
      && name.unicodeScalars.dropFirst().allSatisfy {
        isStart($0) || $0.properties.isIDContinue || $0 == "\u{200C}" || $0 == "\u{200D}"
      }
  }
}
