extension CompiledFlowWriter {
  /// A flow's `locales`: `{ "locales": [...], "defaultLocale": "en",
  /// "translations": { "de": { "steps.name.title": "…" } } }`.
  static func locales(_ locales: FlowLocales) -> JSONValue {
    var members: [String: JSONValue] = [
      "locales": .array(locales.locales.map(JSONValue.string)),
      "defaultLocale": .string(locales.defaultLocale),
    ]
    if !locales.translations.isEmpty {
      members["translations"] = .object(
        locales.translations.mapValues { table in .object(table.mapValues(JSONValue.string)) })
    }
    return .object(members)
  }
}

extension CompiledFlowReader {
  /// The `locales` object that ``CompiledFlowWriter/locales(_:)`` writes.
  static func locales(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> FlowLocales {
    let object = try CompiledObject(value, at: path, allowed: ["locales", "defaultLocale", "translations"])
    _ = try object.required("locales")
    var locales = FlowLocales(
      locales: try object.strings("locales") ?? [], defaultLocale: try object.string("defaultLocale"))
    for (locale, table) in try object.object("translations") ?? [:] {
      guard case .object(let members) = table else {
        throw .invalidValue(
          path: object.path(of: "translations.\(locale)"),
          message: "expected an object, found \(CompiledObject.kind(of: table))")
      }
      var strings: [String: String] = [:]
      for (key, text) in members {
        guard case .string(let text) = text else {
          throw .invalidValue(
            path: object.path(of: "translations.\(locale).\(key)"),
            message: "expected a string, found \(CompiledObject.kind(of: text))")
        }
        strings[key] = text
      }
      locales.translations[locale] = strings
    }
    return locales
  }
}
