/// A `compute:` of a field: a small expression over other answers that gives
/// the field its value instead of asking for it, e.g. `yearsSince(birthDate)`
/// or `concat(firstName, " ", lastName)`. Its functions are
/// ``ComputeFunction``'s; its leaves are field names and quoted texts.
public indirect enum ComputeExpression: Sendable, Hashable {
  /// The answer of a field, by its schema name.
  case field(String)
  /// A literal text, written in double quotes.
  case text(String)
  /// A function applied to arguments.
  case call(ComputeFunction, [ComputeExpression])

  /// A problem with a `compute:` as written: the message and the offset
  /// (in characters) of what it is about.
  public struct Problem: Error, Sendable, Hashable {
    /// What is wrong, worded for the person who wrote it.
    public var message: String
    /// Where in the text, from 0.
    public var offset: Int
  }

  /// Parses `text`: a field name, a quoted text, or `function(argument, …)`.
  /// - Throws: ``Problem`` at the first thing that is not one, with a
  ///   did-you-mean for a misspelt function.
  public init(parsing text: String) throws(Problem) {
    var parser = ComputeParser(Array(text))
    self = try parser.expression()
    parser.skipSpaces()
    if parser.position < parser.characters.count {
      throw Problem(
        message: "unexpected '\(parser.characters[parser.position])' after the expression",
        offset: parser.position)
    }
  }

  /// Every field name the expression reads, in order, once each.
  public var fieldNames: [String] {
    var names: [String] = []
    func visit(_ expression: ComputeExpression) {
      switch expression {
      case .field(let name): if !names.contains(name) { names.append(name) }
      case .text: break
      case .call(_, let arguments): arguments.forEach(visit)
      }
    }
    visit(self)
    return names
  }
}

/// The recursive-descent reader of ``ComputeExpression``.
private struct ComputeParser {
  let characters: [Character]
  var position = 0

  init(_ characters: [Character]) {
    self.characters = characters
  }

  mutating func skipSpaces() {
    while position < characters.count, characters[position] == " " { position += 1 }
  }

  mutating func expression() throws(ComputeExpression.Problem) -> ComputeExpression {
    skipSpaces()
    guard position < characters.count else {
      throw .init(message: "expected a field name, a quoted text or a function", offset: position)
    }
    if characters[position] == "\"" { return .text(try quoted()) }
    let start = position
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber
        || characters[position] == "_"
    {
      position += 1
    }
    guard position > start else {
      throw .init(message: "unexpected '\(characters[position])'", offset: position)
    }
    let name = String(characters[start..<position])
    skipSpaces()
    guard position < characters.count, characters[position] == "(" else { return .field(name) }
    guard let function = ComputeFunction(rawValue: name) else {
      let names = ComputeFunction.allCases.map(\.rawValue)
      let hint =
        EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" }
        ?? "; the functions are \(names.joined(separator: ", "))"
      throw .init(message: "unknown function '\(name)'\(hint)", offset: start)
    }
    position += 1
    var arguments: [ComputeExpression] = []
    skipSpaces()
    if position < characters.count, characters[position] == ")" {
      position += 1
      return .call(function, arguments)
    }
    while true {
      arguments.append(try expression())
      skipSpaces()
      guard position < characters.count else { throw .init(message: "expected ')'", offset: position) }
      if characters[position] == ")" { break }
      guard characters[position] == "," else {
        throw .init(message: "expected ',' or ')', not '\(characters[position])'", offset: position)
      }
      position += 1
    }
    position += 1
    return .call(function, arguments)
  }

  private mutating func quoted() throws(ComputeExpression.Problem) -> String {
    let start = position
    position += 1
    var text = ""
    while position < characters.count, characters[position] != "\"" {
      text.append(characters[position])
      position += 1
    }
    guard position < characters.count else { throw .init(message: "unterminated text", offset: start) }
    position += 1
    return text
  }
}
