import OnboardKit

/// Turns a typed line into the answer for a field: choices by number
/// (`2`), value (`pro`) or label (`Pro, $9 a month`, any case); several
/// choices separated by commas; everything else as typed.
enum PlainAnswer {
  /// The answer for `field` from `line` (already trimmed and not empty), or
  /// why it is none of the options, in the words the person was shown
  /// (`choose one of: 1 Basic, 2 Coach, 3 Club`), never the stored values.
  static func value(_ line: String, for field: FieldInfo) -> Result<JSONValue, Refusal> {
    switch field.kind.definition.promptStyle {
    case .select:
      return option(line, field.options).map(JSONValue.string)
    case .multiSelect:
      let items = line.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
      if items == ["none"] { return .success(.array([])) }
      var values: [JSONValue] = []
      for item in items {
        switch option(item, field.options) {
        case .success(let value): values.append(.string(value))
        case .failure(let refusal): return .failure(refusal)
        }
      }
      return .success(.array(values))
    case .line, .confirm, .scale:
      return .success(.string(line))
    }
  }

  /// A typed line that names no option.
  struct Refusal: Error {
    /// `'4' is not an option; choose one of: 1 Free, 2 Pro, 3 Team`.
    var message: String
  }

  private static func option(_ word: String, _ options: [FieldInfo.Option]) -> Result<String, Refusal> {
    if let number = Int(word), options.indices.contains(number - 1) {
      return .success(options[number - 1].value)
    }
    let lowered = word.lowercased()
    if let match = options.first(where: {
      $0.value.lowercased() == lowered || $0.label.lowercased() == lowered
    }) {
      return .success(match.value)
    }
    return .failure(Refusal(message: "'\(word)' is not an option; \(choices(options))"))
  }

  /// `choose one of: 1 Free, 2 Pro, $9 a month, 3 Team, $29 a month`: the numbers and labels listed.
  static func choices(_ options: [FieldInfo.Option]) -> String {
    "choose one of: "
      + options.enumerated().map { "\($0.offset + 1) \($0.element.label)" }.joined(separator: ", ")
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
