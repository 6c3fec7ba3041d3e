import OnboardKit

/// Reads a per-locale file (`signup.de.yaml`): the texts of one locale,
/// nested by step id and field key as ``FlowDefinition/Text`` keys name them.
///
/// ```yaml
/// title: Willkommen bei Onboard
/// steps:
///   name:
///     title: Wie sollen wir dich nennen?
///     fields:
///       firstName: { label: Vorname }
///   plan:
///     fields:
///       plan: { label: Tarif, options: { free: Kostenlos } }
///   done:
///     rules: [Unter 18 braucht es die E-Mail-Adresse einer erziehungsberechtigten Person]
/// experiments:
///   signup-plan-first:
///     plan-first:
///       plan: { title: Wähle zuerst einen Tarif }
/// ```
///
/// Every key must name a text the flow file has: an unknown step, field,
/// option, experiment or variant is an error with "did you mean"; a text
/// the flow does not write (a `help` of a field without one) is an error too.
enum LocaleFileDecoder {
  /// What a node of a locale file holds.
  indirect enum Shape: Sendable {
    /// One text.
    case text
    /// A list of texts (a final step's rules, in order).
    case list
    /// A mapping with these fixed keys.
    case keys([(String, Shape)])
    /// A mapping keyed by ids (steps, fields, options) of what `what` names.
    case ids(what: String, Shape)
  }

  static let field = Shape.keys([
    ("label", .text), ("help", .text), ("message", .text), ("options", .ids(what: "option", .text)),
  ])
  static let step = Shape.keys([
    ("title", .text), ("body", .text), ("note", .text), ("fields", .ids(what: "field", field)),
    ("rules", .list),
  ])
  static let top = Shape.keys([
    ("title", .text), ("steps", .ids(what: "step", step)),
    ("experiments", .ids(what: "experiment", .ids(what: "variant", .ids(what: "step", step)))),
  ])

  /// The texts of the document, by key, checked against `known` (the keys
  /// of the flow's texts); problems go to `reader`.
  static func texts(_ document: YAMLDocument, known: Set<String>, flowFile: String) -> (
    [String: String], [Diagnostic]
  ) {
    var reader = NodeReader(document: document)
    reader.checkTags()
    var walk = Walk(known: known, flowFile: flowFile)
    if document.isNull(document.root) { return ([:], reader.diagnostics) }
    walk.read(document.root, top, prefix: "", reader: &reader)
    return (walk.texts, reader.diagnostics)
  }

  /// One pass over a locale file.
  struct Walk {
    let known: Set<String>
    let flowFile: String
    var texts: [String: String] = [:]

    init(known: Set<String>, flowFile: String) {
      self.known = known
      self.flowFile = flowFile
    }

    mutating func read(_ node: Int, _ shape: Shape, prefix: String, reader: inout NodeReader) {
      let document = reader.document
      let name = prefix.split(separator: ".").last.map(String.init) ?? "the locale file"
      switch shape {
      case .text:
        guard let text = reader.text(node, "'\(name)'") else { return }
        guard known.contains(prefix) else {
          reader.error(
            "nothing to translate: \(flowFile) has no '\(name)' here (\(prefix))", at: document.mark(node))
          return
        }
        texts[prefix] = text
      case .list:
        guard let items = reader.sequence(node, "'\(name)'") else { return }
        for (index, item) in items.enumerated() {
          read(Int(item), .text, prefix: "\(prefix).\(index)", reader: &reader)
        }
      case .keys(let keys):
        let what = prefix.isEmpty ? "a locale file" : "'\(name)'"
        for (key, keyNode, value) in pairs(node, what: what, reader: &reader) {
          if let shape = keys.first(where: { $0.0 == key })?.1 {
            read(value, shape, prefix: join(prefix, key), reader: &reader)
            continue
          }
          let names = keys.map(\.0)
          let hint =
            EditDistance.suggestion(for: key, among: names).map { "did you mean '\($0)'?" }
            ?? "expected one of: \(names.joined(separator: ", "))"
          reader.error("unknown key '\(key)' in \(what); \(hint)", at: document.mark(keyNode))
        }
      case .ids(let what, let inner):
        let candidates = children(of: prefix)
        for (id, keyNode, value) in pairs(node, what: "'\(name)'", reader: &reader) {
          guard candidates.contains(id) else {
            let hint =
              EditDistance.suggestion(for: id, among: candidates.sorted()).map { "; did you mean '\($0)'?" }
              ?? ""
            reader.error(
              "unknown \(what) '\(id)' (\(flowFile) has no texts for it)\(hint)", at: document.mark(keyNode))
            continue
          }
          read(value, inner, prefix: join(prefix, id), reader: &reader)
        }
      }
    }

    /// Each key (as text), key node and value node of a mapping.
    private func pairs(_ node: Int, what: String, reader: inout NodeReader) -> [(String, Int, Int)] {
      let document = reader.document
      guard document.kind(node) == .mapping else {
        reader.error(
          "\(what) must be a mapping, not \(document.kindDescription(node))", at: document.mark(node))
        return []
      }
      var pairs: [(String, Int, Int)] = []
      for pair in 0..<document.pairCount(node) {
        let keyNode = document.key(node, pair)
        guard let key = reader.text(keyNode, "a key") else { continue }
        pairs.append((key, keyNode, document.value(node, pair)))
      }
      return pairs
    }

    /// The next parts of the known keys under `prefix`.
    private func children(of prefix: String) -> Set<String> {
      let start = prefix + "."
      return Set(
        known.compactMap { key in
          guard key.hasPrefix(start) else { return nil }
          return key.dropFirst(start.count).split(separator: ".").first.map(String.init)
        })
    }

    private func join(_ prefix: String, _ key: String) -> String {
      prefix.isEmpty ? key : "\(prefix).\(key)"
    }
  }
}
