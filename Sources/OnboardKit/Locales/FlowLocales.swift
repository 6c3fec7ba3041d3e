/// The languages a flow is written in (`locales: [en, de]`,
/// `defaultLocale: en`) and the texts of every locale but the default, as
/// the per-locale files beside the flow give them (`signup.de.yaml`).
///
/// The flow file itself holds the default locale's texts; a translation
/// replaces one of them by its key, `steps.name.title` (see
/// ``FlowDefinition/localized(to:)``). An included sub-flow carries its own
/// translations, from the locale files beside it.
package struct FlowLocales: Sendable, Hashable, Codable {
  /// The locales the flow declares, in the order written.
  package var locales: [String]
  /// The locale the flow file is written in.
  package var defaultLocale: String
  /// Texts by locale, then by text key (`steps.name.title`).
  package var translations: [String: [String: String]]
  /// The locale the flow is shown in, once ``FlowDefinition/localized(to:)`` chose it.
  package var shown: String?
  /// Where `locales:` is written.
  package var mark: SourceMark?
  /// Where `defaultLocale:` is written.
  package var defaultMark: SourceMark?

  /// Locales with their translations; the default is the first locale unless given.
  package init(
    locales: [String], defaultLocale: String? = nil, translations: [String: [String: String]] = [:],
    mark: SourceMark? = nil, defaultMark: SourceMark? = nil
  ) {
    self.locales = locales
    self.defaultLocale = defaultLocale ?? locales.first ?? "en"
    self.translations = translations
    self.mark = mark
    self.defaultMark = defaultMark
  }

  /// The declared locale that a requested one (`de-CH`, `de_DE`, `DE`)
  /// stands for: the same tag, else the same language; `nil` when none is declared.
  package func match(_ requested: String) -> String? {
    let wanted = Self.normalized(requested)
    if let exact = locales.first(where: { Self.normalized($0) == wanted }) { return exact }
    let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
    return locales.first { Self.normalized($0) == language }
  }

  /// Whether the flow reads a per-locale file for `locale` (`signup.de.yaml`
  /// for `de`): a declared locale, the same tag in any spelling, other
  /// than the default, whose texts are the flow file's own.
  package func readsFile(of locale: String) -> Bool {
    let wanted = Self.normalized(locale)
    return Self.normalized(defaultLocale) != wanted && locales.contains { Self.normalized($0) == wanted }
  }

  /// The texts a person in `locale` reads, most specific first: the
  /// locale's own, then its language's (`de` for `de-CH`); the default
  /// locale's texts are the flow's own, which come after these.
  func tables(for locale: String) -> [[String: String]] {
    var tables: [[String: String]] = []
    if let own = translations[locale] { tables.append(own) }
    if let dash = locale.firstIndex(of: "-"), let language = translations[String(locale[..<dash])] {
      tables.append(language)
    }
    return tables
  }

  /// A tag in one spelling: `de_DE` and `de-de` both become `de-de`.
  static func normalized(_ tag: String) -> String {
    tag.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  /// Whether `tag` reads as a locale tag: a language of two or three
  /// letters, then `-` parts of letters and digits (`en`, `de-CH`, `zh-Hant`).
  package static func isLocaleTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
