import OnboardKit
import OnboardYAML

extension FlowTestDecoder {
  /// A case's `expect:`.
  func expectation(_ node: Int, _ reader: inout NodeReader) -> FlowExpectation {
    var expect = FlowExpectation()
    guard let map = reader.mapping(node, "'expect'", ExpectKey.self) else { return expect }
    if let node = map[.path], let list = reader.sequence(node, "'path'") {
      expect.path = list.compactMap { step(Int($0), "'path'", &reader) }
    }
    if let node = map[.variants] {
      var variants: [String: String?] = [:]
      for (key, id) in variantPairs(node, "'expect: variants'", &reader) { variants[key] = .some(id) }
      expect.variants = variants
    }
    if let node = map[.status], let word = reader.text(node, "'status'") {
      if let status = ExpectedStatus(rawValue: word) {
        expect.status = status
      } else {
        let names = ExpectedStatus.allCases.map(\.rawValue)
        reader.error(
          "unknown status '\(word)'\(FlowVocabulary.hint(for: word, among: names, listing: "statuses"))",
          at: reader.document.mark(node))
      }
    }
    if let node = map[.user] { expect.user = user(node, &reader) }
    if let node = map[.errors] { expect.errors = errors(node, &reader) }
    if let node = map[.events], let list = reader.sequence(node, "'events'") {
      expect.events = list.compactMap { event(Int($0), &reader) }
    }
    return expect
  }

  /// A step name, checked.
  private func step(_ node: Int, _ what: String, _ reader: inout NodeReader) -> String? {
    guard let name = reader.text(node, "a step in \(what)") else { return nil }
    guard vocabulary.steps.contains(name) else {
      let hint = FlowVocabulary.hint(for: name, among: vocabulary.steps, listing: "steps")
      reader.error("unknown step '\(name)' in \(what)\(hint)", at: reader.document.mark(node))
      return nil
    }
    return name
  }

  /// `user:`: field → value, each read by the field's kind as an answer is.
  private func user(_ node: Int, _ reader: inout NodeReader) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    for (keyNode, valueNode) in pairs(node, "'user' must be a mapping of field: value", &reader) {
      guard let name = reader.text(keyNode, "a field name") else { continue }
      if name == "id" {
        fields[name] = reader.text(valueNode, "'id'").map(JSONValue.string)
        continue
      }
      guard let kind = kinds[name] else {
        let hint = FlowVocabulary.hint(for: name, among: vocabulary.fields, listing: "fields")
        reader.error("unknown field '\(name)' in 'user'\(hint)", at: reader.document.mark(keyNode))
        continue
      }
      if reader.document.isNull(valueNode) {
        fields[name] = .null
        continue
      }
      guard let json = reader.json(valueNode) else { continue }
      switch FieldValueParser.parse(json, kind: kind) {
      case .success(let value): fields[name] = value.json
      case .failure(let problem):
        reader.error("'\(name)' in 'user': \(problem.message)", at: reader.document.mark(valueNode))
      }
    }
    return fields
  }

  /// `errors:`: field or step → message (or a part of it).
  private func errors(_ node: Int, _ reader: inout NodeReader) -> [String: String] {
    var errors: [String: String] = [:]
    for (keyNode, valueNode) in pairs(node, "'errors' must be a mapping of field: message", &reader) {
      guard let name = reader.text(keyNode, "a field or step") else { continue }
      guard vocabulary.fields.contains(name) || vocabulary.steps.contains(name) else {
        let hint = FlowVocabulary.hint(
          for: name, among: vocabulary.fields + vocabulary.steps, listing: "fields and steps")
        reader.error("unknown field or step '\(name)' in 'errors'\(hint)", at: reader.document.mark(keyNode))
        continue
      }
      errors[name] = reader.text(valueNode, "the message for '\(name)'")
    }
    return errors
  }

  /// An event: its type alone, or `{ type, step, field }`.
  private func event(_ node: Int, _ reader: inout NodeReader) -> ExpectedEvent? {
    if reader.document.isScalar(node) {
      return eventKind(node, &reader).map { ExpectedEvent($0) }
    }
    guard let map = reader.mapping(node, "an event", EventKey.self) else { return nil }
    let kind = map.required(.type, &reader).flatMap { eventKind($0, &reader) }
    let step = map[.step].flatMap { self.step($0, "an event", &reader) }
    var field: String?
    if let node = map[.field], let name = reader.text(node, "an event's 'field'") {
      if vocabulary.fields.contains(name) {
        field = name
      } else {
        let hint = FlowVocabulary.hint(for: name, among: vocabulary.fields, listing: "fields")
        reader.error("unknown field '\(name)' in an event\(hint)", at: reader.document.mark(node))
      }
    }
    return kind.map { ExpectedEvent($0, step: step, field: field) }
  }

  private func eventKind(_ node: Int, _ reader: inout NodeReader) -> FlowEvent.Kind? {
    guard let word = reader.text(node, "an event type") else { return nil }
    if let kind = FlowEvent.Kind(rawValue: word) { return kind }
    let names = FlowEvent.Kind.allCases.map(\.rawValue)
    reader.error(
      "unknown event type '\(word)'\(FlowVocabulary.hint(for: word, among: names, listing: "event types"))",
      at: reader.document.mark(node))
    return nil
  }
}
