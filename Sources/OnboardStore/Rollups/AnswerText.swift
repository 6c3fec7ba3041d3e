/// An answer's text (a completed event's `data`) compared, hashed and
/// ordered by its UTF-8 bytes, as the store's keys compare it. Swift's own
/// `String` equality is canonical equivalence: `"é"` and `"e\u{301}"` are
/// one `String` but two rows of `unit_answers`, so a batch that kept a
/// person's answers in a `Set<String>` wrote one row where a recount
/// writes two.
struct AnswerText: Hashable, Comparable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (left: AnswerText, right: AnswerText) -> Bool {
    left.text.utf8.elementsEqual(right.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
  }

  static func < (left: AnswerText, right: AnswerText) -> Bool {
    left.text.utf8.lexicographicallyPrecedes(right.text.utf8)
  }
}
