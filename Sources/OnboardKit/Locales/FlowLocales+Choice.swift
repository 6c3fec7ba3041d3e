extension FlowLocales {
  /// The locale the environment asks for, as POSIX orders it: `LC_ALL`,
  /// else `LC_MESSAGES`, else `LANG`; the first that is set and not empty,
  /// without its codeset and modifier (`de_DE.UTF-8@euro` → `de-DE`).
  /// `nil` when none is set, or for `C` and `POSIX` (no language).
  package static func environmentLocale(_ environment: [String: String]) -> String? {
    guard
      let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
        !$0.isEmpty
      })
    else { return nil }
    let tag =
      value.split(separator: "@").first.flatMap { $0.split(separator: ".").first }.map(String.init) ?? ""
    guard tag != "C", tag != "POSIX", !tag.isEmpty else { return nil }
    return tag.replacingOccurrences(of: "_", with: "-")
  }

  /// The declared locale a person reads the flow in: `requested` (from
  /// `--locale`) when given, which must be declared (or stand for one, see
  /// ``match(_:)``); else the environment's, when it stands for one; else
  /// the default.
  ///
  /// - Throws: ``Refusal`` when `requested` is not a locale of the flow.
  package func choose(requested: String?, environment: [String: String]) throws(Refusal) -> String {
    if let requested {
      if let match = match(requested) { return match }
      let hint =
        EditDistance.suggestion(for: requested, among: locales).map { "; did you mean '\($0)'?" } ?? ""
      throw Refusal(
        message:
          "the flow has no locale '\(requested)'; it is written in \(locales.joined(separator: ", "))\(hint)")
    }
    return Self.environmentLocale(environment).flatMap(match) ?? defaultLocale
  }

  /// A locale asked for that the flow does not have.
  package struct Refusal: Error, Sendable, Hashable {
    /// One sentence: which locale, and which the flow has.
    package var message: String
  }
}
