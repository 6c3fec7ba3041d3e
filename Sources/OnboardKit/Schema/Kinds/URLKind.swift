import Foundation

/// A web address: an absolute `http` or `https` URL with a host
/// (`https://example.com/team`). A `URL` model field has this kind.
struct URLKind: FieldKindDefinition {
  var name: String { "url" }
  var expectation: String { "a web address starting with http:// or https://" }
  var storedAs: FieldKind { .text }
  var allowedRules: Set<String> { ["minLength", "maxLength", "pattern"] }
  var promptStyle: PromptStyle { .line(.anything) }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.text(value).flatMap { raw in
      let text = raw.trimmed
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        ["http", "https"].contains(scheme),
        let host = url.host, !host.isEmpty, !text.contains(" ")
      else {
        return .failure(FieldValueError("'\(raw)' is not \(expectation)"))
      }
      return .success(.text(text))
    }
  }

  func decode(_ json: JSONValue) -> FieldValue? { json.stringValue.map(FieldValue.text) }

  func samples(_ facts: KindFacts) -> [JSONValue] { ["https://example.com"] }

  func candidates(_ facts: KindFacts) -> [JSONValue] { ["https://example.com", "http://example.org/a"] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    let lengths = KindAnswers.textBoundaries(facts.rules) { count in
      count > 12 ? "https://" + String(repeating: "a", count: count - 12) + ".com" : nil
    }
    return lengths + [
      BoundaryAnswer("https", "https://example.com", valid: true),
      BoundaryAnswer("no scheme", "example.com", valid: false),
      BoundaryAnswer("not http", "ftp://example.com", valid: false),
    ]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "example.com" }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .firstAccepted(["https://example.com", "https://example.org/sim"])
  }
}

extension FieldKind {
  /// An absolute `http`/`https` web address.
  public static let url = FieldKind(URLKind())
}
