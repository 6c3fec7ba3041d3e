extension YAMLTreeBuilder {
  /// Refuses a scalar key whose text an earlier key of the same mapping has.
  ///
  /// Keys are compared by text, whatever their style, so `a` and `"a"` are the
  /// same key. A small mapping is scanned; from
  /// ``YAMLOpenCollection/indexThreshold`` keys on, a dictionary of key texts
  /// is built once and kept up to date.
  mutating func checkUnique(
    key text: borrowing String, at mark: borrowing SourceMark, in top: Int
  ) throws(DiagnosticError) {
    let start = stack[top].start
    var first: Int?
    if (scratch.count - start) / 2 < YAMLOpenCollection.indexThreshold {
      var index = start
      while index < scratch.count {
        if scratch.isScalar(at: index, text) {
          first = index
          break
        }
        index += 2
      }
    } else {
      if stack[top].keyIndex == nil { buildKeyIndex(in: top) }
      first = stack[top].keyIndex?[copy text]
      stack[top].keyIndex?[copy text] = scratch.count  // where this key is about to go
    }
    if let first {
      let message = "duplicate key '\(copy text)'; the first is at line \(scratch[first].mark.line)"
      throw Self.error(message, at: copy mark)
    }
  }

  private mutating func buildKeyIndex(in top: Int) {
    let start = stack[top].start
    var keys: [String: Int] = [:]
    keys.reserveCapacity(scratch.count - start)
    for index in stride(from: start, to: scratch.count, by: 2) {
      if case .scalar(let text, _) = scratch[index].content, keys[text] == nil {
        keys[text] = index
      }
    }
    stack[top].keyIndex = keys
  }
}
