import OnboardKit

extension NodeReader {
  /// `locales: [en, de]` and `defaultLocale: en`: each a locale tag, the
  /// default one of the locales (the first when not given); `nil` without `locales:`.
  mutating func locales(_ node: Int?, defaultLocale defaultNode: Int?) -> FlowLocales? {
    guard let node else {
      if let defaultNode {
        error(
          "'defaultLocale' needs 'locales:', the list of locales the flow is written in",
          at: document.mark(defaultNode))
      }
      return nil
    }
    var marks: [String: SourceMark] = [:]
    guard let tags = ids(node, key: "locales", marks: &marks) else { return nil }
    var locales: [String] = []
    for (index, tag) in tags.enumerated() {
      let mark = marks["locales.\(index)"] ?? document.mark(node)
      if !FlowLocales.isLocaleTag(tag) {
        error("'\(tag)' is not a locale; write a language code such as en, de or de-CH", at: mark)
      } else if locales.contains(tag) {
        error("locale '\(tag)' is listed twice", at: mark)
      } else {
        locales.append(tag)
      }
    }
    guard !locales.isEmpty else {
      if tags.isEmpty {
        error("'locales' lists no locale; give at least one, e.g. [en]", at: document.mark(node))
      }
      return nil
    }
    var result = FlowLocales(locales: locales, mark: document.mark(node))
    if let defaultNode, let written = text(defaultNode, "'defaultLocale'") {
      result.defaultMark = document.mark(defaultNode)
      if locales.contains(written) {
        result.defaultLocale = written
      } else {
        let hint =
          EditDistance.suggestion(for: written, among: locales).map { "; did you mean '\($0)'?" } ?? ""
        error(
          "default locale '\(written)' is not one of the locales (\(locales.joined(separator: ", ")))\(hint)",
          at: document.mark(defaultNode))
      }
    }
    return result
  }
}
