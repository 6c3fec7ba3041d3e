/// Reading single nodes: mappings with known keys, text, numbers,
/// probabilities and distributions, each problem at its node.
extension PersonaDecoder {
  mutating func error(_ message: String, at mark: SourceMark) {
    diagnostics.append(.error(message, at: mark))
  }

  /// Reports an unknown name with a suggestion, or the names that exist.
  mutating func unknown(
    _ kind: String, _ name: String, in place: String, among names: [String], at mark: SourceMark
  ) {
    let hint =
      names.isEmpty
      ? "it has none"
      : EditDistance.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
        ?? "expected one of: \(names.joined(separator: ", "))"
    error("unknown \(kind) '\(name)' in \(place); \(hint)", at: mark)
  }

  /// The pairs of a mapping whose keys are any scalars.
  mutating func entries(_ node: YAMLNode, _ what: String) -> [YAMLPair] {
    guard let pairs = node.pairs else {
      if !node.isNull { error("\(what) must be a mapping, not \(node.kindDescription)", at: node.mark) }
      return []
    }
    return pairs
  }

  /// The pairs of a mapping whose keys must be among `keys`, by key name.
  mutating func mapping(_ node: YAMLNode, _ what: String, keys: [String]) -> [(String, YAMLPair)]? {
    guard let pairs = node.pairs else {
      error("\(what) must be a mapping, not \(node.kindDescription)", at: node.mark)
      return nil
    }
    var known: [(String, YAMLPair)] = []
    for pair in pairs {
      guard let name = pair.key.scalar else {
        error("keys in \(what) must be plain names, not \(pair.key.kindDescription)", at: pair.key.mark)
        continue
      }
      guard keys.contains(name) else {
        unknown("key", name, in: what, among: keys, at: pair.key.mark)
        continue
      }
      known.append((name, pair))
    }
    return known
  }

  /// A scalar as text.
  mutating func text(_ node: YAMLNode, _ what: String) -> String? {
    guard let text = node.scalar, !node.isNull else {
      error("\(what) must be text, not \(node.isNull ? "null" : node.kindDescription)", at: node.mark)
      return nil
    }
    return text
  }

  /// A number in `range`.
  mutating func number(_ node: YAMLNode, _ what: String, in range: ClosedRange<Double>) -> Double? {
    guard let text = node.scalar, let value = Double(text), value.isFinite else {
      error("\(what) must be a number", at: node.mark)
      return nil
    }
    guard range.contains(value) else {
      error(
        "\(what) must be from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))",
        at: node.mark)
      return nil
    }
    return value
  }

  /// A probability: a number from 0 to 1.
  mutating func probability(_ node: YAMLNode, _ what: String) -> Double? {
    number(node, "\(what) (a probability)", in: 0...1)
  }

  /// A whole number in `range`.
  mutating func integer(_ node: YAMLNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
    guard let text = node.scalar, let value = Int(text), range.contains(value) else {
      error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: node.mark)
      return nil
    }
    return value
  }

  /// A distribution: a number, `[lower, upper]` (uniform) or
  /// `{ mean, sd, min, max }` (normal, clamped). `read` reads each bound.
  mutating func distribution(
    _ node: YAMLNode, _ what: String, lowest: Double? = nil,
    read: ((inout PersonaDecoder, YAMLNode, String) -> Double?)? = nil
  ) -> NumberDistribution? {
    let read = read ?? { decoder, node, what in decoder.number(node, what, in: -1e15...1e15) }
    if let elements = node.elements {
      guard elements.count == 2 else {
        error("\(what) as a list must be [lower, upper]", at: node.mark)
        return nil
      }
      guard let lower = read(&self, elements[0], "the lower bound of \(what)"),
        let upper = read(&self, elements[1], "the upper bound of \(what)")
      else { return nil }
      guard lower <= upper, lower >= (lowest ?? lower) else {
        error(
          "\(what) must have lower ≤ upper\(lowest.map { ", both at least \(Self.format($0))" } ?? "")",
          at: node.mark)
        return nil
      }
      return .uniform(lower: lower, upper: upper)
    }
    guard node.pairs != nil else {
      guard let value = read(&self, node, what) else { return nil }
      return .fixed(max(value, lowest ?? value))
    }
    var mean: Double?
    var deviation: Double?
    var lower = lowest
    var upper: Double?
    for (key, pair) in mapping(node, what, keys: ["mean", "sd", "min", "max"]) ?? [] {
      switch key {
      case "mean": mean = read(&self, pair.value, "'mean'")
      case "sd": deviation = number(pair.value, "'sd'", in: 0...1e15)
      case "min": lower = read(&self, pair.value, "'min'").map { max($0, lowest ?? $0) }
      default: upper = read(&self, pair.value, "'max'")
      }
    }
    guard let mean, let deviation else {
      error("\(what) as a normal distribution needs 'mean' and 'sd'", at: node.mark)
      return nil
    }
    return .normal(mean: mean, deviation: deviation, lower: lower, upper: upper)
  }

  /// Weighted values: a list (equal weights) or a mapping `value: weight`;
  /// `check` vets each value and reports its own problems.
  mutating func weights(
    _ node: YAMLNode, _ what: String, check: (inout PersonaDecoder, YAMLNode) -> Bool
  ) -> (values: [String], weights: [Double])? {
    var values: [String] = []
    var weights: [Double] = []
    if let elements = node.elements {
      for element in elements {
        guard let value = text(element, "a value of \(what)"), check(&self, element) else { continue }
        values.append(value)
        weights.append(1)
      }
    } else if let pairs = node.pairs {
      for pair in pairs {
        guard let value = text(pair.key, "a value of \(what)"), check(&self, pair.key),
          let weight = number(pair.value, "the weight of '\(value)'", in: 0...1e12)
        else { continue }
        values.append(value)
        weights.append(weight)
      }
    } else {
      error("\(what) must be a list of values or a mapping of value: weight", at: node.mark)
      return nil
    }
    guard weights.contains(where: { $0 > 0 }) else {
      error("\(what) needs at least one value with a weight above 0", at: node.mark)
      return nil
    }
    return (values, weights)
  }

  /// A number as a message writes it: `3`, not `3.0`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
