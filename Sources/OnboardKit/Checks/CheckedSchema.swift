/// A schema prepared once per check, so that each of thousands of fields is
/// looked up by name in O(1) and finds its kind's rules already built.
///
/// A class, so that handing it around retains one reference, not its arrays.
final class CheckedSchema {
  /// The schema as given.
  let descriptor: SchemaDescriptor
  /// Every field name, in declaration order, for suggestions.
  let names: [String]
  /// Field name → index of its first declaration.
  private let index: [String: Int]
  /// Per field: the rules its kind allows.
  let allowedRules: [Set<String>]
  /// Per field: the same rules as bits of ``RuleMask``.
  let allowedRuleMasks: [RuleMask]

  /// Prepares `descriptor`.
  init(_ descriptor: SchemaDescriptor) {
    self.descriptor = descriptor
    names = descriptor.fields.map(\.name)
    var index: [String: Int] = [:]
    index.reserveCapacity(descriptor.fields.count)
    for (position, field) in descriptor.fields.enumerated() where index[field.name] == nil {
      index[field.name] = position
    }
    self.index = index
    allowedRules = descriptor.fields.map(\.kind.allowedRules)
    allowedRuleMasks = allowedRules.map(RuleMask.init(names:))
  }

  /// The model's name.
  var modelName: String { descriptor.modelName }

  /// The index of the field with this name, as ``SchemaDescriptor/field(named:)`` finds it.
  func fieldIndex(named name: String) -> Int? {
    index[name]
  }
}

/// A set of field rules as bits, in the order of ``FieldRules/names``, so that
/// checking thousands of fields builds no set and no list.
struct RuleMask: OptionSet {
  let rawValue: UInt8

  static let minLength = RuleMask(rawValue: 1 << 0)
  static let maxLength = RuleMask(rawValue: 1 << 1)
  static let min = RuleMask(rawValue: 1 << 2)
  static let max = RuleMask(rawValue: 1 << 3)
  static let pattern = RuleMask(rawValue: 1 << 4)
  static let minItems = RuleMask(rawValue: 1 << 5)
  static let maxItems = RuleMask(rawValue: 1 << 6)

  /// Every rule name with its bit.
  private static let named: [(String, RuleMask)] = [
    ("minLength", .minLength), ("maxLength", .maxLength), ("min", .min), ("max", .max),
    ("pattern", .pattern), ("minItems", .minItems), ("maxItems", .maxItems),
  ]

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The bits of the known names among `names`.
  init(names: Set<String>) {
    self = []
    for (name, bit) in Self.named where names.contains(name) { insert(bit) }
  }

  /// The rules that `rules` sets.
  init(setIn rules: FieldRules) {
    self = []
    if rules.minLength != nil { insert(.minLength) }
    if rules.maxLength != nil { insert(.maxLength) }
    if rules.min != nil { insert(.min) }
    if rules.max != nil { insert(.max) }
    if rules.pattern != nil { insert(.pattern) }
    if rules.minItems != nil { insert(.minItems) }
    if rules.maxItems != nil { insert(.maxItems) }
  }
}
