import OnboardKit

extension FlowLoader {
  /// The locale file of `flowFile` for `locale`, beside it: `signup.yaml` →
  /// `signup.de.yaml` (`.yml` keeps its ending).
  static func localeFileName(of flowFile: String, locale: String) -> String {
    let name = flowFile.split(separator: "/").last.map(String.init) ?? flowFile
    for ending in [".yaml", ".yml"] where name.hasSuffix(ending) {
      return "\(name.dropLast(ending.count)).\(locale)\(ending)"
    }
    return "\(name).\(locale).yaml"
  }

  /// Reads the locale files of the flow and of each included sub-flow for
  /// every declared locale but the default, and reports the texts each
  /// lacks (warnings). A missing locale file is one warning, at `locales:`
  /// (or the include); a key naming no text of the flow is an error.
  func resolveLocales(
    _ flow: FlowDefinition, file: String, root: String, locales: FlowLocales, at mark: SourceMark?,
    into diagnostics: inout [Diagnostic]
  ) -> FlowDefinition {
    var flow = flow
    var own = locales
    own.translations = [:]
    let known = Set(flow.texts.map(\.key))
    for locale in locales.locales where locale != locales.defaultLocale {
      let name = Self.localeFileName(of: file, locale: locale)
      let target: IncludeTarget
      do {
        target = try IncludeTarget.resolve(name, from: file, root: root, what: "locale file")
      } catch {
        if error.isMissing {
          if !known.isEmpty {
            diagnostics.append(
              .warning(
                "'\(file)' has no '\(locale)' texts: \(error.message); its texts show in '\(locales.defaultLocale)'",
                at: mark))
          }
        } else {
          diagnostics.append(.error(error.message, at: mark))
        }
        continue
      }
      do {
        let document = try YAMLParser.parseDocumentFile(
          atPath: target.realPath, displayName: target.path, limits: limits)
        let (texts, problems) = LocaleFileDecoder.texts(document, known: known, flowFile: file)
        diagnostics += problems
        own.translations[locale] = texts
      } catch {
        diagnostics += error.diagnostics
      }
    }
    flow.locales = own
    for (locale, text) in flow.missingTexts() {
      let name = Self.localeFileName(of: file, locale: locale)
      diagnostics.append(
        .warning("no '\(locale)' text for '\(text.key)' (\"\(text.text)\") in '\(name)'", at: text.mark))
    }
    for index in flow.steps.indices {
      guard let include = flow.steps[index].include, let sub = include.flow?.value,
        let target = try? IncludeTarget.resolve(include.path, from: file, root: root, what: "included flow")
      else { continue }
      var subLocales = locales
      subLocales.mark = nil
      subLocales.defaultMark = nil
      let resolved = resolveLocales(
        sub, file: target.path, root: root, locales: subLocales, at: include.mark, into: &diagnostics)
      flow.steps[index].include?.flow = Box(resolved)
    }
    return flow
  }
}
