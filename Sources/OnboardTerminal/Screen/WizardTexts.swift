/// The wizard's own words — key hints, "Step 2 of 7", the quit question,
/// the final step's summary line — in one language; a flow's texts come
/// from the flow (``FlowDefinition/localized(to:)``), these from here.
///
/// ```swift
/// let renderer = ScreenRenderer(texts: .forLocale("de-CH"))  // German
/// ```
public struct WizardTexts: Sendable, Hashable {
  /// The locale these words are in (`en`, `de`).
  public var locale: String
  /// `Step 2 of 7`.
  public var step: @Sendable (Int, Int) -> String
  /// The key hints, by key.
  public var choose, filter, move, toggle, allOrNone, answerYesNo, nextField, finish, next, skip, back,
    saveAndQuit, required, rate, continueNote: String
  /// The quit question and its two answers.
  public var quitQuestion, quitYes, quitNo: String
  /// What the final step says above the summary when it has no body.
  public var checkAnswers: String
  /// `none` (no option chosen), `yes` and `no` (a yes/no answer).
  public var none, yes, no: String
  /// Plain mode: `(required)` after a prompt, `is required` for an answer left out.
  public var requiredPrompt, isRequired: String
  /// `filter: ab`, under a list being filtered.
  public var filtering: @Sendable (String) -> String
  /// `no option matches 'ab'`.
  public var noMatch: @Sendable (String) -> String

  /// English, the words the wizard has always used.
  public static let english = WizardTexts(
    locale: "en", step: { "Step \($0) of \($1)" }, choose: "Up/Down: choose", filter: "type: filter",
    move: "Up/Down: move", toggle: "Space: toggle", allOrNone: "a: all/none", answerYesNo: "y/n: answer",
    nextField: "Tab: next field", finish: "Enter: finish", next: "Enter: next", skip: "Ctrl-S: skip",
    back: "Esc: back", saveAndQuit: "Ctrl-C: save and quit", required: "* required",
    rate: "Left/Right or digits: rate",
    continueNote: "Enter: continue",
    quitQuestion: "Quit? Your answers are kept in a session you can resume.", quitYes: "y: quit",
    quitNo: "n: stay", checkAnswers: "Check your answers. Enter finishes; Esc goes back to change one.",
    none: "none", yes: "yes", no: "no", requiredPrompt: "(required)", isRequired: "is required",
    filtering: { "filter: \($0)" }, noMatch: { "no option matches '\($0)'" })

  /// German.
  public static let german = WizardTexts(
    locale: "de", step: { "Schritt \($0) von \($1)" }, choose: "Auf/Ab: wählen", filter: "tippen: filtern",
    move: "Auf/Ab: bewegen", toggle: "Leertaste: an/aus", allOrNone: "a: alle/keine",
    answerYesNo: "y/n: antworten",
    nextField: "Tab: nächstes Feld", finish: "Enter: abschließen", next: "Enter: weiter",
    skip: "Strg-S: überspringen",
    back: "Esc: zurück", saveAndQuit: "Strg-C: speichern und beenden", required: "* Pflichtfeld",
    rate: "Links/Rechts oder Ziffern: bewerten", continueNote: "Enter: weiter",
    quitQuestion: "Beenden? Deine Antworten bleiben in einer Sitzung, die du fortsetzen kannst.",
    quitYes: "y: beenden", quitNo: "n: bleiben",
    checkAnswers: "Prüfe deine Antworten. Enter schließt ab; Esc geht zurück, um eine zu ändern.",
    none: "keine", yes: "ja", no: "nein", requiredPrompt: "(Pflicht)", isRequired: "muss angegeben werden",
    filtering: { "Filter: \($0)" },
    noMatch: { "keine Option passt zu '\($0)'" })

  /// Every language the wizard speaks.
  public static let all = [english, german]

  /// The words for `locale` (`de`, `de-CH`, `de_DE`: its language); English
  /// for a language the wizard does not speak.
  public static func forLocale(_ locale: String) -> WizardTexts {
    let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(
      String.init)
    return all.first { $0.locale == language } ?? english
  }

  /// The same words are the same language.
  public static func == (lhs: WizardTexts, rhs: WizardTexts) -> Bool { lhs.locale == rhs.locale }

  /// Hashes the language.
  public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
}
