import OnboardKit

/// `--locale <tag>`: the language a person reads a flow in, as every
/// command that shows a flow's texts takes it: `@OptionGroup var locale: LocaleOption`.
/// Without it, `$LC_ALL`, `$LC_MESSAGES` or `$LANG` choose among the flow's
/// `locales:`, else its `defaultLocale` (``FlowLocales/choose(requested:environment:)``).
struct LocaleOption: ParsableArguments, Sendable {
  /// `--locale`, when given.
  @Option(
    "locale", valueName: "tag",
    help: "The language to show the flow in, one of its locales (default: $LC_ALL, $LC_MESSAGES, $LANG).")
  var locale: String?

  /// The flow as a person in the chosen locale reads it, and that locale
  /// (`nil` for a flow without `locales:` run without `--locale`).
  /// - Throws: ``ValidationError`` (exit 2) when `--locale` is not one of
  ///   the flow's locales, or is given for a flow that declares none.
  func localize(_ flow: FlowDefinition) throws -> (flow: FlowDefinition, locale: String?) {
    guard let locales = flow.locales else {
      if let locale {
        throw ValidationError(
          "--locale: flow '\(flow.name)' declares no locales, so it has no '\(locale)' texts; "
            + "leave out --locale, or give the flow 'locales:' and 'defaultLocale:' (docs/flow-format.md#locales)"
        )
      }
      return (flow, nil)
    }
    do {
      let chosen = try locales.choose(requested: locale, environment: Terminal.environment())
      return (flow.localized(to: chosen), chosen)
    } catch {
      throw ValidationError("--locale: \(error.message)")
    }
  }
}
