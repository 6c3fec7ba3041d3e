extension String {
  /// The text with every control character a terminal would act on shown as
  /// a visible escape, `\u{1B}`: C0 controls but newline and tab, DEL and C1
  /// controls. ``Console`` applies it to everything written to standard
  /// error, so an answer or a file name cannot move the cursor, retitle the
  /// window or clear the screen.
  ///
  /// With `keepingColour`, the colour and emphasis codes onboard's own
  /// styling writes (`ESC [ 1;31 m`: SGR with the parameters 0, 1, 2, 7,
  /// 30–37 and 90–97) pass through; any other escape sequence is still
  /// escaped.
  ///
  /// ```swift
  /// "a\u{1B}]0;pwned\u{07}b".escapingControlCharacters()   // a\u{1B}]0;pwned\u{07}b, shown literally
  /// ```
  func escapingControlCharacters(keepingColour: Bool = false) -> String {
    guard unicodeScalars.contains(where: Self.needsEscaping) else { return self }
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if keepingColour, scalar == "\u{1B}", let end = Self.colourCodeEnd(scalars, from: index) {
        result.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      if Self.needsEscaping(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
      } else {
        result.append(scalar)
      }
      index += 1
    }
    return String(result)
  }

  /// Whether `scalar` is a control character a terminal acts on (not `\n`, `\t`).
  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return false
    }
  }

  /// The SGR parameters onboard's styling uses: emphasis, reverse, colours.
  private static let colourParameters: Set<String> =
    Set(["0", "1", "2", "7"] + (30...37).map(String.init) + (90...97).map(String.init))

  /// Where the colour code `ESC [ n;n… m` starting at `start` ends; `nil` when
  /// the escape there is anything else.
  private static func colourCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var end = start + 2
    while end < scalars.count, end - start < 16, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
      end += 1
    }
    guard end < scalars.count, scalars[end] == "m" else { return nil }
    let parameters = String(String.UnicodeScalarView(scalars[(start + 2)..<end]))
    guard
      parameters.split(separator: ";", omittingEmptySubsequences: false).allSatisfy({
        colourParameters.contains(String($0))
      })
    else { return nil }
    return end + 1
  }
}
