/// How a flow's experiments combine, as a plain numbering: a person sees one
/// choice per experiment — the base flow (choice 0, also for a variant
/// without edits) or a variant with edits (its position plus one) — and
/// each combination of choices has one index into the table of
/// sub-programs, counting through the last experiment's choices fastest.
struct VariantCombinations: Sendable {
  /// A variant that changes the flow, and the choice it is.
  struct Choice: Sendable, Hashable {
    var variant: String
    var value: Int
    /// The variant id's length in UTF-8 bytes, compared before the id.
    var length: Int

    init(variant: String, value: Int) {
      self.variant = variant
      self.value = value
      self.length = variant.utf8.count
    }
  }

  /// The experiments' keys, in order.
  let keys: [String]
  /// The keys' lengths in UTF-8 bytes, compared before the keys.
  private let keyLengths: [Int]
  /// Per experiment, its variants with edits.
  let choices: [[Choice]]
  /// Per experiment, how many choices it has: its variants plus the base.
  let counts: [Int]
  /// Per experiment, how far apart in index two of its choices are.
  private let strides: [Int]
  /// The lengths in UTF-8 bytes of the ids of every variant with edits, as
  /// bits (``lengthBit(_:)``): a person's variant of another length changes
  /// nothing, whatever its experiment.
  private let choiceLengths: UInt64

  init(_ experiments: [ExperimentDefinition]) {
    keys = experiments.map(\.key)
    keyLengths = keys.map(\.utf8.count)
    choices = experiments.map { experiment in
      var choices: [Choice] = []
      for (position, variant) in experiment.variants.enumerated()
      where variant.hasEdits && !choices.contains(where: { $0.variant == variant.id }) {
        choices.append(Choice(variant: variant.id, value: position + 1))
      }
      return choices
    }
    counts = experiments.map { $0.variants.count + 1 }
    var strides = [Int](repeating: 1, count: counts.count)
    for experiment in counts.indices.reversed().dropFirst() {
      let (stride, overflow) = strides[experiment + 1].multipliedReportingOverflow(by: counts[experiment + 1])
      strides[experiment] = overflow ? Int.max : stride
    }
    self.strides = strides
    choiceLengths = choices.joined().reduce(0) { $0 | Self.lengthBit($1.length) }
  }

  /// The bit of a length; lengths from 63 up share the last one.
  private static func lengthBit(_ length: Int) -> UInt64 {
    1 << UInt64(min(length, 63))
  }

  /// How many combinations there are (`Int.max` when that overflows).
  var total: Int {
    counts.reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? Int.max : $0 * $1 }
  }

  /// The index of the combination the person's variants choose.
  // Inlined into its one caller, on every action of a flow with
  // experiments: called, entering and leaving cost a fifth of the walk.
  @inline(__always)
  func index(of variants: [String: String]) -> Int {
    // One walk over the person's few variants, each compared with the
    // experiments' keys by length first: hashing the keys (SipHash or
    // FNV-1a) cost more than the rest of a `reduce`. Each entry's length
    // is counted once and compared with the lengths counted here when the
    // program was built; only a name of the same length is compared.
    // A variant whose id has a length that no variant with edits has (a
    // control, usually) changes nothing: it is passed over before its key
    // is compared.
    var index = 0
    for (key, variant) in variants {
      let variantLength = variant.utf8.count
      guard choiceLengths & Self.lengthBit(variantLength) != 0 else { continue }
      let length = key.utf8.count
      var experiment = 0
      while experiment < keys.count, keyLengths[experiment] != length || keys[experiment] != key {
        experiment += 1
      }
      guard experiment < keys.count else { continue }
      let options = choices[experiment]
      for choice in options.indices
      where options[choice].length == variantLength && options[choice].variant == variant {
        index += options[choice].value * strides[experiment]
        break
      }
    }
    return index
  }

  /// The choice of each experiment in the combination at `index`.
  func choices(at index: Int) -> [Int] {
    var values: [Int] = []
    var rest = index
    for count in counts.reversed() {
      values.append(rest % count)
      rest /= count
    }
    return values.reversed()
  }

  /// The combination at `index` with experiment `experiment`'s choice
  /// changed to `choice`.
  func index(_ index: Int, changing experiment: Int, to choice: Int) -> Int {
    index + (choice - choices(at: index)[experiment]) * strides[experiment]
  }
}
