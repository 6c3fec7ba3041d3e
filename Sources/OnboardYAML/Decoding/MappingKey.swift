/// The keys one kind of flow-file mapping allows: each case is a slot, and
/// ``names`` spells the keys in case order, as messages list them.
package protocol MappingKey: RawRepresentable<Int>, CaseIterable {
  /// The keys as written, in case order.
  static var names: [String] { get }
  /// The same, ready for comparing keys without making strings.
  static var matcher: KeyMatcher { get }
}

/// Finds which of a few key names a scalar key node spells, by its bytes.
package struct KeyMatcher: Sendable {
  private let names: [[UInt8]]
  private let lengths: [UInt32]
  private let firstBytes: [UInt8]

  /// A matcher for `names`, which are ASCII.
  package init(_ names: [String]) {
    self.names = names.map { Array($0.utf8) }
    lengths = self.names.map { UInt32($0.count) }
    firstBytes = self.names.map { $0.first ?? 0 }
  }

  /// The index of the name that the scalar `node` spells, if any.
  package func slot(of node: Int, in document: YAMLDocument) -> Int? {
    let entry = document.nodes[node]
    // NB: a non-ASCII key may still equal a name as `String`s compare (K and the Kelvin sign).
    guard entry.isASCII, entry.count > 0 else {
      return names.firstIndex { document.scalar(node, equals: $0) }
    }
    let first = document.text[Int(entry.start)]
    for index in names.indices
    where lengths[index] == entry.count && firstBytes[index] == first
      && document.scalar(node, equals: names[index])
    {
      return index
    }
    return nil
  }
}

/// The top of a flow file.
enum FlowKey: Int, MappingKey {
  case flow, version, model, title, steps, experiments, metrics, dimensions, holdout, locales, defaultLocale
  static let names = [
    "flow", "version", "model", "title", "steps", "experiments", "metrics", "dimensions", "holdout",
    "locales", "defaultLocale",
  ]
  static let matcher = KeyMatcher(names)
}

/// The flow's `holdout:`.
enum HoldoutKey: Int, MappingKey {
  case weight, seed
  static let names = ["weight", "seed"]
  static let matcher = KeyMatcher(names)
}

/// A step.
enum StepKey: Int, MappingKey {
  case id, title, body, fields, next, final, rules, include, when, skippable, note
  static let names = [
    "id", "title", "body", "fields", "next", "final", "rules", "include", "when", "skippable", "note",
  ]
  static let matcher = KeyMatcher(names)
}

/// A field of a step.
enum FieldKey: Int, MappingKey {
  case key, label, help, required, `default`, rules, options, `private`, when, compute
  static let names = [
    "key", "label", "help", "required", "default", "rules", "options", "private", "when", "compute",
  ]
  static let matcher = KeyMatcher(names)
}

/// A field's `rules:`.
enum RuleKey: Int, MappingKey {
  case minLength, maxLength, min, max, pattern, minItems, maxItems, message
  static let names = ["minLength", "maxLength", "min", "max", "pattern", "minItems", "maxItems", "message"]
  static let matcher = KeyMatcher(names)
}

/// An option of a choice.
enum OptionKey: Int, MappingKey {
  case value, label
  static let names = ["value", "label"]
  static let matcher = KeyMatcher(names)
}

/// A branch of `next:`.
enum BranchKey: Int, MappingKey {
  case when, goto
  static let names = ["when", "goto"]
  static let matcher = KeyMatcher(names)
}

/// A cross-field rule of the final step.
enum FinalRuleKey: Int, MappingKey {
  case when, error
  static let names = ["when", "error"]
  static let matcher = KeyMatcher(names)
}

/// The known keys of a mapping node: for each slot of `Key`, the key and
/// value nodes written for it, in a fixed-size value that allocates nothing.
package struct Mapping<Key: MappingKey> {
  /// The mapping's node.
  package let node: Int
  /// What the mapping is, for messages ("a step").
  package let what: String
  private var keys = SIMD16<Int32>(repeating: -1)
  private var values = SIMD16<Int32>(repeating: -1)
  /// The slots that an unknown key was taken for ("did you mean 'steps'?"), one bit each.
  private var misspelt: UInt16 = 0

  /// An empty mapping of `node`; at most sixteen keys are known.
  init(node: Int, what: String) {
    // NB: a programming invariant of the key enums below, never of input.
    precondition(Key.allCases.count <= 16, "a mapping knows at most sixteen keys")
    self.node = node
    self.what = what
  }

  /// How many known keys are written.
  var count: Int {
    var count = 0
    for slot in 0..<16 where values[slot] >= 0 { count += 1 }
    return count
  }

  /// Records the key and value nodes of a known key (a later one wins).
  mutating func set(_ slot: Int, key: Int, value: Int) {
    keys[slot] = Int32(truncatingIfNeeded: key)
    values[slot] = Int32(truncatingIfNeeded: value)
  }

  /// Records that an unknown key was reported as a misspelling of `slot`'s key.
  mutating func setMisspelt(_ slot: Int) {
    misspelt |= 1 << UInt16(slot)
  }

  /// Whether the key is missing because it was misspelt (an unknown key was
  /// reported with "did you mean" it).
  package func isMisspelt(_ key: Key) -> Bool {
    self[key] == nil && misspelt & (1 << UInt16(key.rawValue)) != 0
  }

  /// The value node of a key, when it is written.
  package subscript(key: Key) -> Int? {
    let value = values[key.rawValue]
    return value < 0 ? nil : Int(value)
  }

  /// The node where the key itself is written.
  package func keyNode(_ key: Key) -> Int? {
    let node = keys[key.rawValue]
    return node < 0 ? nil : Int(node)
  }

  /// The value of a key that must be present; reports a missing one at the
  /// mapping, unless it was misspelt (the unknown key's error says it all).
  package func required(_ key: Key, _ reader: inout NodeReader) -> Int? {
    guard let value = self[key] else {
      if !isMisspelt(key) {
        reader.error("\(what) needs '\(Key.names[key.rawValue])'", at: reader.document.mark(node))
      }
      return nil
    }
    return value
  }
}
