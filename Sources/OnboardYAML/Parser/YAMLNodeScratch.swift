/// One growing buffer that holds the finished children of every open
/// collection, innermost last, so that building a tree allocates once per
/// collection and moves each node instead of copying it.
///
/// A collection records where its children start; when it closes, they move
/// out into an exactly sized array (pairs for a mapping, whose keys and values
/// alternate here) and the buffer shrinks back to that start.
struct YAMLNodeScratch: ~Copyable {
  private var base: UnsafeMutablePointer<YAMLNode>
  private var capacity: Int
  /// How many nodes are held.
  private(set) var count = 0

  /// Creates an empty buffer.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The node at `index`, which must be below `count`.
  subscript(index: Int) -> YAMLNode {
    base[index]
  }

  /// Whether the node at `index` is a scalar with this text.
  func isScalar(at index: Int, _ text: borrowing String) -> Bool {
    guard case .scalar(let scalar, _) = base[index].content else { return false }
    return scalar == copy text
  }

  /// Adds a node at the end.
  mutating func push(_ node: consuming YAMLNode) {
    if count == capacity { grow() }
    (base + count).initialize(to: consume node)
    count += 1
  }

  /// Moves the nodes from `start` on into an array, and forgets them.
  mutating func popElements(from start: Int) -> [YAMLNode] {
    var elements: [YAMLNode] = []
    elements.reserveCapacity(count - start)
    for index in start..<count {
      elements.append((base + index).move())
    }
    count = start
    return elements
  }

  /// Moves the alternating keys and values from `start` on into pairs, and
  /// forgets them. A trailing key without a value (libyaml never sends one) is dropped.
  mutating func popPairs(from start: Int) -> [YAMLPair] {
    let total = (count - start) / 2
    let source = base + start
    var pairs: [YAMLPair] = []
    pairs.reserveCapacity(total)
    if Self.pairIsTwoNodes {
      // NB: a pair is laid out as its key then its value, so each two nodes
      // already are a pair's bytes, and Swift values move bitwise.
      source.withMemoryRebound(to: YAMLPair.self, capacity: total) { pair in
        for index in 0..<total { pairs.append((pair + index).move()) }
      }
    } else {
      for index in 0..<total {
        pairs.append(YAMLPair(key: (source + 2 * index).move(), value: (source + 2 * index + 1).move()))
      }
    }
    (source + 2 * total).deinitialize(count: count - start - 2 * total)
    count = start
    return pairs
  }

  /// Whether a ``YAMLPair`` has exactly the bytes of its key followed by its value.
  private static let pairIsTwoNodes =
    MemoryLayout<YAMLPair>.offset(of: \YAMLPair.key) == 0
    && MemoryLayout<YAMLPair>.offset(of: \YAMLPair.value) == MemoryLayout<YAMLNode>.stride
    && MemoryLayout<YAMLPair>.stride == 2 * MemoryLayout<YAMLNode>.stride

  private mutating func grow() {
    let larger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
