/// Suggestions for misspelt names, by edit distance.
package enum EditDistance {
  /// The number of single-character edits (insert, delete, replace, or swap two
  /// neighbours) that turn `a` into `b`, ignoring case.
  package static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      table[i * width] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1, table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = best
      }
    }
    return table[a.count * width + b.count]
  }

  /// The closest candidate to `name`, when one is close enough to be a typo:
  /// at most a third of the name's length away (and at least one edit allowed),
  /// or else the only candidate that starts with the name.
  package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = between(name, candidate)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.name }
    // A shortened name (`maxLen` for `maxLength`) is a prefix of one candidate only.
    let lowered = name.lowercased()
    let extensions = candidates.filter { $0.count > name.count && $0.lowercased().hasPrefix(lowered) }
    return name.count >= 3 && extensions.count == 1 ? extensions.first : nil
  }
}
