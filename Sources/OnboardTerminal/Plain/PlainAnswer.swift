import OnboardKit

/// Turns a typed line into the answer for a field: choices by number
/// (`2`), value (`pro`) or label (`Pro, $9 a month`, any case); several
/// choices separated by commas; everything else as typed.
enum PlainAnswer {
  /// The answer for `field` from `line` (already trimmed and not empty).
  static func value(_ line: String, for field: FieldInfo) -> JSONValue {
    switch field.kind {
    case .choice:
      return .string(option(line, field.options))
    case .multiChoice:
      let items = line.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
      if items == ["none"] { return .array([]) }
      return .array(items.map { .string(option($0, field.options)) })
    case .text, .email, .integer, .number, .boolean, .date:
      return .string(line)
    }
  }

  private static func option(_ word: String, _ options: [FieldInfo.Option]) -> String {
    if let number = Int(word), options.indices.contains(number - 1) { return options[number - 1].value }
    let lowered = word.lowercased()
    if let match = options.first(where: {
      $0.value.lowercased() == lowered || $0.label.lowercased() == lowered
    }) {
      return match.value
    }
    return word
  }
}

extension String {
  /// Without spaces and tabs at either end.
  var trimmingSpaces: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
    return String(slice)
  }
}
