import OnboardKit
import OnboardYAML

/// Reads answers — a tests case's `answers:` or a whole answers file — from
/// their parsed node into an ``AnswerScript``, reporting every problem at its
/// place: each unknown field name at its key, with a did-you-mean, and (when
/// given a ``AnswerValueCheck``) each value the flow's field refuses.
package struct AnswersDecoder: Sendable {
  /// The field names the answers may use: the model's.
  package var fields: [String]
  /// Checks the values too; `nil` for a tests case, which may give a bad
  /// answer on purpose to expect its rejection.
  package var values: AnswerValueCheck?

  /// A decoder for a model's field names, checking values with `values`.
  package init(fields: [String], values: AnswerValueCheck? = nil) {
    self.fields = fields
    self.values = values
  }

  /// The script at `node`, or `nil` with every problem reported to `reader`.
  package func script(_ node: Int, _ reader: inout NodeReader) -> AnswerScript? {
    guard let json = reader.json(node) else { return nil }
    let script: AnswerScript
    do {
      script = try AnswerScript(json: json)
    } catch {
      reader.error(error.message, at: reader.document.mark(node))
      return nil
    }
    let known = Set(fields)
    var valid = true
    for mapping in mappings(node, script, reader.document) {
      for index in 0..<reader.document.pairCount(mapping) {
        let keyNode = reader.document.key(mapping, index)
        guard let name = reader.document.string(keyNode) else { continue }
        guard known.contains(name) else {
          let hint = FlowVocabulary.hint(for: name, among: fields, listing: "fields")
          reader.error("unknown field '\(name)' in the answers\(hint)", at: reader.document.mark(keyNode))
          valid = false
          continue
        }
        let valueNode = reader.document.value(mapping, index)
        guard let values, let value = try? reader.document.jsonValue(valueNode) else { continue }
        for problem in values.problems(field: name, value: value) {
          reader.error(problem, at: reader.document.mark(valueNode))
          valid = false
        }
      }
    }
    return valid ? script : nil
  }

  /// The mappings of field: value inside an answers node.
  private func mappings(_ node: Int, _ script: AnswerScript, _ document: YAMLDocument) -> [Int] {
    guard case .steps = script else { return [node] }
    let steps = document.value(node, 0)
    return document.childNodes(steps).map(Int.init).filter { document.kind($0) == .mapping }
  }
}
