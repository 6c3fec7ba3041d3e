import OnboardKit
import OnboardYAML

/// Reads the cases of a tests file from its parsed document, checking every
/// name against the flow's ``FlowVocabulary``: an unknown step, field,
/// experiment or variant is a positioned diagnostic with a suggestion, as
/// `onboard check` reports a flow's.
package struct FlowTestDecoder {
  /// The names the cases may use.
  package var vocabulary: FlowVocabulary
  /// The kind of each model field, to read `expect: user:` values.
  package var kinds: [String: FieldKind]

  /// A decoder for a flow's vocabulary and its model's field kinds.
  package init(vocabulary: FlowVocabulary, kinds: [String: FieldKind]) {
    self.vocabulary = vocabulary
    self.kinds = kinds
  }

  /// The cases under `cases:`, and every problem found.
  package func cases(_ node: Int, _ reader: inout NodeReader) -> [FlowTestCase] {
    guard let list = reader.sequence(node, "'cases'") else { return [] }
    var cases: [FlowTestCase] = []
    var seen: [String: SourceMark] = [:]
    for item in list {
      guard let testCase = self.testCase(Int(item), &reader) else { continue }
      if let first = seen[testCase.name] {
        reader.error(
          "a case named '\(testCase.name)' is already at line \(first.line); give each case its own name",
          at: testCase.mark ?? reader.document.mark(Int(item)))
        continue
      }
      seen[testCase.name] = testCase.mark
      cases.append(testCase)
    }
    return cases
  }

  private func testCase(_ node: Int, _ reader: inout NodeReader) -> FlowTestCase? {
    guard let map = reader.mapping(node, "a case", CaseKey.self) else { return nil }
    let nameNode = map.required(.name, &reader)
    let name = nameNode.flatMap { reader.text($0, "a case's 'name'") }
    let answersNode = map.required(.answers, &reader)
    let answers = answersNode.flatMap { AnswersDecoder(fields: vocabulary.fields).script($0, &reader) }
    let user = map[.user].flatMap { reader.text($0, "'user'") } ?? "test-user"
    var attributes: [String: JSONValue] = [:]
    if let node = map[.attributes] {
      switch reader.json(node) {
      case .object(let members)?: attributes = members
      case nil: break
      default: reader.error("'attributes' must be a mapping of name: value", at: reader.document.mark(node))
      }
    }
    let forced = map[.variants].map { forcedVariants($0, &reader) } ?? [:]
    let expect = map[.expect].map { expectation($0, &reader) } ?? FlowExpectation()
    let skip = map[.skip].flatMap { reader.text($0, "'skip'") }
    guard let name, let answers, let nameNode else { return nil }
    return FlowTestCase(
      name: name, userID: user, attributes: attributes, variants: forced, answers: answers, expect: expect,
      skip: skip, mark: reader.document.mark(nameNode))
  }

  /// `variants:` of a case: experiment → variant id, each checked.
  private func forcedVariants(_ node: Int, _ reader: inout NodeReader) -> [String: String] {
    var forced: [String: String] = [:]
    for (key, value) in variantPairs(node, "'variants'", &reader) {
      guard let value else {
        reader.error("a forced variant needs an id", at: reader.document.mark(node))
        continue
      }
      forced[key] = value
    }
    return forced
  }

  /// The pairs of a `variants:` mapping, keys and ids checked against the
  /// flow's experiments; a null id stands for "not in the experiment".
  func variantPairs(_ node: Int, _ what: String, _ reader: inout NodeReader) -> [(String, String?)] {
    var pairs: [(String, String?)] = []
    let message =
      "\(what) must be a mapping of experiment: variant, not \(reader.document.kindDescription(node))"
    for (keyNode, valueNode) in self.pairs(node, message, &reader) {
      guard let key = reader.text(keyNode, "an experiment key") else { continue }
      guard let ids = vocabulary.variants[key] else {
        let hint = FlowVocabulary.hint(for: key, among: vocabulary.experiments, listing: "experiments")
        reader.error("unknown experiment '\(key)' in \(what)\(hint)", at: reader.document.mark(keyNode))
        continue
      }
      if reader.document.isNull(valueNode) {
        pairs.append((key, nil))
        continue
      }
      guard let id = reader.text(valueNode, "a variant id") else { continue }
      guard ids.contains(id) else {
        let hint = FlowVocabulary.hint(for: id, among: ids, listing: "its variants")
        reader.error(
          "experiment '\(key)' has no variant '\(id)'\(hint)", at: reader.document.mark(valueNode))
        continue
      }
      pairs.append((key, id))
    }
    return pairs
  }

  /// The key and value nodes of a mapping whose keys are names from the
  /// flow; empty, with `message` reported, when the node is no mapping.
  func pairs(_ node: Int, _ message: String, _ reader: inout NodeReader) -> [(key: Int, value: Int)] {
    guard reader.document.kind(node) == .mapping else {
      reader.error(message, at: reader.document.mark(node))
      return []
    }
    return (0..<reader.document.pairCount(node)).map {
      (reader.document.key(node, $0), reader.document.value(node, $0))
    }
  }
}
