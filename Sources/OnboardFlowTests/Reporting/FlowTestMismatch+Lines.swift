import OnboardKit

extension FlowTestMismatch {
  /// The mismatch as lines for people: expected against actual, the first
  /// difference, and the events around it.
  package func lines(events: [FlowEvent]) -> [String] {
    switch self {
    case .stopped(let message):
      return ["stopped: \(message)"]
    case .status(let expected, let actual, let problems):
      return ["status: expected \(expected.rawValue), got \(actual)"] + problems.map { "  \($0)" }
    case .path(let expected, let actual):
      return Self.pathLines(expected, actual, events: events)
    case .variant(let experiment, let expected, let actual):
      return ["variant of '\(experiment)': expected \(Self.variant(expected)), got \(Self.variant(actual))"]
    case .userField(let field, let expected, let actual):
      return ["user.\(field): expected \(JSONWriter.value(expected)), got \(JSONWriter.value(actual))"]
    case .noUser(let status, let model):
      return ["user: expected a \(model), but the run ended \(status)"]
    case .missingError(let key, let expected, let actual):
      let got = actual.isEmpty ? "no problem" : actual.map { "'\($0)'" }.joined(separator: ", ")
      return ["errors.\(key): expected '\(expected)', got \(got)"]
    case .unexpectedError(let key, let messages):
      return ["errors.\(key): not expected: " + messages.map { "'\($0)'" }.joined(separator: ", ")]
    case .events(let expected, let actual, let index):
      let want = index < expected.count ? expected[index].description : "no more events"
      let got = index < actual.count ? Self.describe(actual[index]) : "no more events"
      return ["events: #\(index + 1) expected \(want), got \(got)"]
        + Self.window(actual, around: index)
    }
  }

  private static func variant(_ id: String?) -> String {
    id.map { "'\($0)'" } ?? "no variant (not in the experiment)"
  }

  private static func pathLines(_ expected: [String], _ actual: [String], events: [FlowEvent]) -> [String] {
    var lines = [
      "path: expected \(expected.joined(separator: " → "))",
      "      actual   \(actual.joined(separator: " → "))",
    ]
    let index = zip(expected, actual).prefix { $0 == $1 }.count
    if index < expected.count, index < actual.count {
      lines.append(
        "      first difference at step \(index + 1): expected '\(expected[index])', got '\(actual[index])'")
    } else if index < expected.count {
      lines.append("      the run stopped after step \(index); expected '\(expected[index])' next")
    } else if index < actual.count {
      lines.append("      the run went on to '\(actual[index])' after the expected path ended")
    }
    // The event that showed the first differing step (or the last event).
    let shown = actual.prefix(index + 1).count
    var views = 0
    var at = events.count - 1
    for (position, event) in events.enumerated() where event.kind == .stepViewed || event.kind == .back {
      if event.kind == .stepViewed { views += 1 }
      if views == shown {
        at = position
        break
      }
    }
    return lines + window(events, around: max(0, at))
  }

  /// Up to three events either side of `index`, the one at `index` marked.
  static func window(_ events: [FlowEvent], around index: Int) -> [String] {
    guard !events.isEmpty else { return [] }
    let low = max(0, min(index, events.count - 1) - 3)
    let high = min(events.count, index + 4)
    var lines = ["events around it:"]
    for position in low..<high {
      let marker = position == index ? "→" : " "
      lines.append("  \(marker) \(position + 1) \(describe(events[position]))")
    }
    return lines
  }

  /// `validation_failed age age: must be at least 13`.
  static func describe(_ event: FlowEvent) -> String {
    var text = event.kind.rawValue
    for part in [event.step, event.field].compactMap({ $0 }) { text += " \(part)" }
    if let experiment = event.experiment { text += " \(experiment)=\(event.variant ?? "-")" }
    if let detail = event.detail, event.kind != .exposure { text += ": \(detail)" }
    return text
  }
}
