/// How a kind is asked, as a description the terminal turns into a prompt
/// (OnboardKit draws nothing): a typed line, a list to pick one or several
/// from, or yes/no.
package enum PromptStyle: Sendable, Hashable {
  /// A typed line, with the characters it takes.
  case line(LineInput)
  /// One of the options.
  case select
  /// Any number of the options.
  case multiSelect
  /// Yes or no.
  case confirm
  /// A whole number on a scale between the field's `min` and `max` rules,
  /// drawn as the scale (`0 1 2 [3] 4 5`).
  case scale
}

/// Which characters a typed line takes as they are typed (the whole answer
/// is checked when the field is left), and the hint plain mode shows.
package struct LineInput: Sendable, Hashable {
  /// The ASCII characters taken anywhere; `nil`: every character.
  package var characters: String?
  /// A character taken only first and once (`-`, `+`).
  package var leading: Character?
  /// The most characters.
  package var maxLength: Int?
  /// Why a character is refused: `a whole number: digits only`.
  package var refusal: String
  /// What plain mode shows after the label: `[YYYY-MM-DD]`.
  package var hint: String?
  /// Whether what is typed is shown as `•` (a secret).
  package var masked: Bool

  /// Any character.
  package static let anything = LineInput(characters: nil, refusal: "")

  /// A line that takes `characters` (`nil`: any).
  package init(
    characters: String?, leading: Character? = nil, maxLength: Int? = nil, refusal: String,
    hint: String? = nil, masked: Bool = false
  ) {
    self.characters = characters
    self.leading = leading
    self.maxLength = maxLength
    self.refusal = refusal
    self.hint = hint
    self.masked = masked
  }

  /// Why `character` cannot be typed at `cursor` into `typed`, or `nil`.
  package func refusal(of character: Character, typed: [Character], cursor: Int) -> String? {
    guard let characters else { return nil }
    if let maxLength, typed.count >= maxLength { return refusal }
    if character.isASCII, characters.contains(character) { return nil }
    if let leading, character == leading, cursor == 0, !typed.contains(leading) { return nil }
    return refusal
  }
}
