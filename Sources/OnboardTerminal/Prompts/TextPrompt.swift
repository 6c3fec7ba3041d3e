import OnboardKit

/// A prompt for a typed line: every kind whose ``PromptStyle`` is `.line`.
/// Characters the kind's ``LineInput`` does not take are refused as they are typed;
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
  /// The kind's ``LineInput`` decides; a kind asked otherwise takes every character.
  static func refusal(of character: Character, kind: FieldKind, _ editor: LineEditor) -> String? {
    guard case .line(let input) = kind.definition.promptStyle else { return nil }
    return input.refusal(of: character, typed: editor.characters, cursor: editor.cursor)
  }
}
