extension YAMLDocumentBuilder {
  /// Refuses a scalar key whose text an earlier key of the same mapping has.
  ///
  /// Keys are compared by text, whatever their style, so `a` and `"a"` are the
  /// same key. A small mapping is scanned; from ``indexThreshold`` keys on, a
  /// dictionary of key texts is built once and kept up to date.
  mutating func checkUnique(key node: Int, in top: Int) throws(DiagnosticError) {
    let start = stack[top].start
    var first: Int?
    let keyLength = document.nodes[node].count
    let keyIsASCII = document.nodes[node].isASCII
    if (scratch.count - start) / 2 < Self.indexThreshold {
      var index = start
      while index < scratch.count {
        let earlier = Int(scratch[index])
        let entry = document.nodes[earlier]
        // NB: the length settles most pairs of ASCII keys before any byte is compared.
        if entry.kind == .scalar && (entry.count == keyLength || !entry.isASCII || !keyIsASCII)
          && document.sameText(earlier, node)
        {
          first = earlier
          break
        }
        index += 2
      }
    } else {
      if stack[top].keyIndex == nil { buildKeyIndex(in: top) }
      let text = document.string(node) ?? ""
      first = stack[top].keyIndex?[text].map { Int(scratch[$0]) }
      stack[top].keyIndex?[text] = scratch.count  // where this key is about to go
    }
    if let first {
      let text = document.string(node) ?? ""
      let message = "duplicate key '\(text)'; the first is at line \(document.nodes[first].line)"
      throw error(message, line: Int(document.nodes[node].line), column: Int(document.nodes[node].column))
    }
  }

  private mutating func buildKeyIndex(in top: Int) {
    let start = stack[top].start
    var keys: [String: Int] = [:]
    keys.reserveCapacity(scratch.count - start)
    for index in stride(from: start, to: scratch.count, by: 2) {
      if let text = document.string(Int(scratch[index])), keys[text] == nil {
        keys[text] = index
      }
    }
    stack[top].keyIndex = keys
  }
}
