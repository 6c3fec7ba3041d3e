import OnboardKit

/// A prompt for a typed line: text, email, integer, number or date. Numbers
/// and dates refuse characters that cannot belong to them as they are typed;
/// the runner checks the whole answer when the field is left.
public struct TextPrompt: Sendable, Hashable {
  /// The line being typed.
  public var editor: LineEditor
  /// The field's kind, which decides the characters accepted.
  public let kind: FieldKind
  /// Why the last key was refused (`digits only`), until the next key.
  public private(set) var refusal: String?

  /// A prompt showing `initial` (an earlier answer), for a field of `kind`.
  public init(kind: FieldKind, initial: String = "") {
    self.kind = kind
    self.editor = LineEditor(initial)
  }

  /// The answer to send: `nil` when nothing is typed.
  public var answer: JSONValue? {
    editor.isEmpty ? nil : .string(editor.text)
  }

  /// Applies a key; `false` when it is not the prompt's.
  public mutating func handle(_ key: Key) -> Bool {
    refusal = nil
    if case .character(let character) = key, let reason = Self.refusal(of: character, kind: kind, editor) {
      refusal = reason
      return true
    }
    return editor.handle(key)
  }

  /// Why `character` cannot be typed into a field of `kind`, or `nil`.
  static func refusal(of character: Character, kind: FieldKind, _ editor: LineEditor) -> String? {
    switch kind {
    case .integer:
      if character.isASCII, character.isNumber { return nil }
      if character == "-", editor.cursor == 0, !editor.characters.contains("-") { return nil }
      return "a whole number: digits only"
    case .number:
      if character.isASCII, character.isNumber || "-+.eE".contains(character) { return nil }
      return "a number: digits, '-', '.' and 'e' only"
    case .date:
      if character.isASCII, character.isNumber || character == "-", editor.characters.count < 10 {
        return nil
      }
      return "a date written YYYY-MM-DD"
    case .text, .email, .boolean, .choice, .multiChoice:
      return nil
    }
  }
}
