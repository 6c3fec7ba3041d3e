import OnboardKit
import OnboardYAML

extension CheckCommand {
  /// A YAML file that is not a flow but another of onboard's files, told
  /// apart by its top-level keys so that `check` says what it is instead of
  /// listing every flow key it lacks.
  enum OtherFile: Hashable, Sendable {
    /// A persona file (`persona:`), for `onboard simulate --persona`, with the flow it names.
    case persona(flow: String?)
    /// A tests file (`cases:` and no `steps:`) not named `*.tests.yaml`.
    case tests
    /// A per-locale file (`signup.de.yaml`: no `flow:`, beside `signup.yaml`).
    case locale(flow: String, locale: String)
  }

  /// What `path` is when it failed to load as a flow; `nil` when it looks
  /// like a flow (or is not YAML), so the flow's own errors stand.
  static func otherFile(at path: String) -> OtherFile? {
    guard let root = try? YAMLParser.parseFile(atPath: path) else { return nil }
    guard let pairs = root.pairs else {
      // An empty locale file is a locale file all the same.
      return root.isNull ? localeFileFlow(path).map { .locale(flow: $0.flow, locale: $0.locale) } : nil
    }
    let keys = Set(pairs.compactMap(\.key.scalar))
    if keys.contains("persona"), !keys.contains("model") { return .persona(flow: root["flow"]?.scalar) }
    if keys.contains("cases"), !keys.contains("steps") { return .tests }
    if !keys.contains("flow"), let (flow, locale) = localeFileFlow(path) {
      return .locale(flow: flow, locale: locale)
    }
    return nil
  }

  /// The one error for a persona file given to `check`.
  static func personaError(_ path: String, flow: String?) -> Diagnostic {
    let of = flow.map { " of flow '\($0)'" } ?? ""
    return .error(
      "\(path) is a persona file\(of), not a flow; use onboard simulate FLOW --users N --seed S --persona \(path)",
      at: nil)
  }
}
