extension FlowDefinition {
  /// The flow as a person in `locale` reads it: each text replaced by its
  /// translation (the locale's own, else its language's, `de` for
  /// `de-CH`), in included sub-flows too; a text without one keeps the
  /// flow's default-locale text. Ids, fields and conditions are unchanged,
  /// so runs, events and reports are the same in every locale.
  ///
  /// ```swift
  /// let german = flow.localized(to: "de")
  /// german.step("name")?.title  // "Wie sollen wir dich nennen?"
  /// ```
  ///
  /// - Parameter locale: A declared locale (see ``FlowLocales/match(_:)``).
  public func localized(to locale: String) -> FlowDefinition {
    var flow = self
    flow.locales?.shown = locale
    if let tables = locales?.tables(for: locale), !tables.isEmpty {
      flow.visitTexts { key, text, _ in
        if let translated = tables.lazy.compactMap({ $0[key] }).first { text = translated }
      }
    }
    for index in flow.steps.indices {
      guard let sub = flow.steps[index].include?.flow?.value else { continue }
      flow.steps[index].include?.flow = Box(sub.localized(to: locale))
    }
    return flow
  }

  /// The texts this flow file lacks in a declared locale other than the
  /// default: every text of ``texts`` that neither the locale's own
  /// translations nor its language's (`de` for `de-CH`, as
  /// ``localized(to:)`` falls back) give, by locale; a locale whose file
  /// was not found is left out (it is reported once, as a whole).
  package func missingTexts() -> [(locale: String, text: Text)] {
    guard let locales else { return [] }
    let all = texts
    var missing: [(locale: String, text: Text)] = []
    for locale in locales.locales where locale != locales.defaultLocale {
      guard locales.translations[locale] != nil else { continue }
      let tables = locales.tables(for: locale)
      for text in all where !tables.contains(where: { $0[text.key] != nil }) {
        missing.append((locale, text))
      }
    }
    return missing
  }
}
