import Foundation
import OnboardKit
import Testing

@testable import OnboardYAML

/// `locales:`, `defaultLocale:` and the per-locale files beside a flow
/// (`signup.de.yaml`, `includes/contact.de.yaml`): what they translate,
/// what `onboard check` says about a missing text, and the positioned errors
/// of a locale file whose keys name nothing of the flow.
@Suite struct LocaleFileTests {
  static let flow = """
    flow: hello
    model: User
    title: Welcome
    steps:
      - id: name
        title: Your name
        fields:
          - key: firstName
            label: First name
            rules: { minLength: 1, message: Type your first name }
          - { key: lastName, label: Last name }
      - id: contact
        include: includes/contact.yaml
      - id: plan
        fields:
          - key: plan
            options: [ { value: free, label: Free }, { value: pro, label: Pro } ]
          - marketingOptIn
      - id: done
        final: true
        rules:
          - when: { plan: team }
            error: No teams yet
    locales: [en, de]
    defaultLocale: en

    """
  static let contact = """
    flow: contact
    model: User
    steps:
      - id: email
        title: Your email
        fields: [email]
      - id: country
        fields: [ { key: country, label: Country } ]

    """
  static let german = """
    title: Willkommen
    steps:
      name:
        title: Dein Name
        fields:
          firstName: { label: Vorname, message: Gib deinen Vornamen ein }
          lastName: { label: Nachname }
      plan:
        fields:
          plan: { options: { free: Kostenlos, pro: Profi } }
      done:
        rules: [Noch keine Teams]

    """
  static let contactGerman = """
    steps:
      email: { title: Deine E-Mail }
      country: { fields: { country: { label: Land } } }

    """

  func folder(german: String = german, contactGerman: String? = contactGerman) throws -> TemporaryFlowFolder {
    let folder = try TemporaryFlowFolder()
    try folder.write("hello.yaml", Self.flow)
    try folder.write("includes/contact.yaml", Self.contact)
    try folder.write("hello.de.yaml", german)
    if let contactGerman { try folder.write("includes/contact.de.yaml", contactGerman) }
    return folder
  }

  @Test func aCompleteTranslationChecksCleanAndLocalizesEveryText() throws {
    let folder = try folder()
    let loaded = FlowLoader(includeRoot: nil).load(path: folder.path + "/hello.yaml")
    #expect(folder.render(loaded.diagnostics) == "")
    let flow = try #require(loaded.flow)
    #expect(flow.locales?.locales == ["en", "de"])
    #expect(flow.locales?.defaultLocale == "en")
    let german = flow.localized(to: "de")
    #expect(german.title == "Willkommen")
    #expect(german.step("name")?.title == "Dein Name")
    #expect(german.step("name")?.fields.map(\.label) == ["Vorname", "Nachname"])
    #expect(german.step("name")?.fields.first?.rules.message == "Gib deinen Vornamen ein")
    #expect(german.step("plan")?.fields.first?.options?.map(\.label) == ["Kostenlos", "Profi"])
    #expect(german.step("done")?.rules.map(\.error) == ["Noch keine Teams"])
    let contact = try #require(german.step("contact")?.include?.flow?.value)
    #expect(contact.step("email")?.title == "Deine E-Mail")
    #expect(contact.step("country")?.fields.first?.label == "Land")
    // The default locale, and the ids, conditions and rules, are untouched.
    #expect(flow.localized(to: "en").texts == flow.texts)
    #expect(flow.localized(to: "en").locales?.shown == "en")
    #expect(german.steps.map(\.id) == flow.steps.map(\.id))
    #expect(german.step("name")?.fields.first?.rules.minLength == 1)
  }

  @Test func aRegionFallsBackToItsLanguageThenToTheDefault() throws {
    let locales = FlowLocales(
      locales: ["en", "de", "de-CH"],
      translations: [
        "de": ["title": "Willkommen", "steps.a.title": "Schritt"], "de-CH": ["title": "Grüezi"],
      ])
    var flow = FlowDefinition(
      name: "x", model: "User", title: "Welcome",
      steps: [StepDefinition(id: "a", title: "Step", body: "Body")])
    flow.locales = locales
    let swiss = flow.localized(to: "de-CH")
    #expect(swiss.title == "Grüezi")
    #expect(swiss.step("a")?.title == "Schritt")
    #expect(swiss.step("a")?.body == "Body")
    #expect(locales.match("de_CH.UTF-8".split(separator: ".").first.map(String.init) ?? "") == "de-CH")
    #expect(locales.match("DE") == "de")
    #expect(locales.match("de-AT") == "de")
    #expect(locales.match("fr") == nil)
  }

  /// A `note:` step's text is a person-facing text like a title: a locale
  /// file translates it, and `check` names it when it is missing.
  @Test func aNoteStepsTextIsTranslatedAndMissingOnesAreNamed() throws {
    let flow = Self.flow.replacingOccurrences(
      of: "  - id: done\n", with: "  - id: tips\n    note: You can change this later.\n  - id: done\n")
    let folder = try TemporaryFlowFolder()
    try folder.write("hello.yaml", flow)
    try folder.write("includes/contact.yaml", Self.contact)
    try folder.write("includes/contact.de.yaml", Self.contactGerman)
    try folder.write(
      "hello.de.yaml", Self.german + "  tips:\n    note: Du kannst das später ändern.\n")
    let loaded = FlowLoader(includeRoot: nil).load(path: folder.path + "/hello.yaml")
    #expect(folder.render(loaded.diagnostics) == "")
    #expect(
      try #require(loaded.flow).localized(to: "de").step("tips")?.note == "Du kannst das später ändern.")
    try folder.write("hello.de.yaml", Self.german)
    #expect(
      folder.check("hello.yaml").contains(
        "warning: no 'de' text for 'steps.tips.note' (\"You can change this later.\") in 'hello.de.yaml'"))
  }

  /// A region's file (`de-CH`) need only hold what differs from its
  /// language's (`de`): the texts `de` gives are not missing in `de-CH`.
  @Test func aRegionsFileNeedsOnlyWhatDiffersFromItsLanguage() throws {
    let folder = try folder()
    let flow = Self.flow.replacingOccurrences(of: "locales: [en, de]", with: "locales: [en, de, de-CH]")
    try folder.write("hello.yaml", flow)
    try folder.write("hello.de-CH.yaml", "title: Grüezi\n")
    try folder.write("includes/contact.de-CH.yaml", "{}\n")
    let loaded = FlowLoader(includeRoot: nil).load(path: folder.path + "/hello.yaml")
    #expect(folder.render(loaded.diagnostics) == "")
    let swiss = try #require(loaded.flow).localized(to: "de-CH")
    #expect(swiss.title == "Grüezi")
    #expect(swiss.step("name")?.title == "Dein Name")
  }

  @Test func everyMissingTextIsAWarningAtTheTextOfTheFlow() throws {
    let folder = try folder(
      german: """
        steps:
          name:
            fields:
              firstName: { label: Vorname }

        """, contactGerman: nil)
    #expect(
      folder.check("hello.yaml") == """
        hello.yaml:1:1: warning: no 'de' text for 'title' ("Welcome") in 'hello.de.yaml'
        flow: hello
        ^
        hello.yaml:5:5: warning: no 'de' text for 'steps.name.title' ("Your name") in 'hello.de.yaml'
          - id: name
            ^
        hello.yaml:10:41: warning: no 'de' text for 'steps.name.fields.firstName.message' ("Type your first name") in 'hello.de.yaml'
                rules: { minLength: 1, message: Type your first name }
                                                ^
        hello.yaml:11:9: warning: no 'de' text for 'steps.name.fields.lastName.label' ("Last name") in 'hello.de.yaml'
              - { key: lastName, label: Last name }
                ^
        hello.yaml:13:14: warning: 'includes/contact.yaml' has no 'de' texts: locale file 'contact.de.yaml' does not exist (looked for includes/contact.de.yaml); its texts show in 'en'
            include: includes/contact.yaml
                     ^
        hello.yaml:17:29: warning: no 'de' text for 'steps.plan.fields.plan.options.free' ("Free") in 'hello.de.yaml'
                options: [ { value: free, label: Free }, { value: pro, label: Pro } ]
                                    ^
        hello.yaml:17:59: warning: no 'de' text for 'steps.plan.fields.plan.options.pro' ("Pro") in 'hello.de.yaml'
                options: [ { value: free, label: Free }, { value: pro, label: Pro } ]
                                                                  ^
        hello.yaml:22:9: warning: no 'de' text for 'steps.done.rules.0' ("No teams yet") in 'hello.de.yaml'
              - when: { plan: team }
                ^

        """)
  }

  @Test func keysThatNameNothingOfTheFlowArePositionedErrorsWithASuggestion() throws {
    let folder = try folder(
      german: """
        title: Willkommen
        steps:
          nmae: { title: Dein Name }
          name:
            titel: Dein Name
            fields:
              firstNmae: { label: Vorname }
              lastName: { label: Nachname, required: true, help: Wie du heißt }
          plan:
            fields:
              plan: { options: { fre: Kostenlos } }
          done:
            title: [Fertig]
            rules: [Noch keine Teams, Zu viel]

        """)
    let rendered = folder.check("hello.yaml")
    let errors = rendered.components(separatedBy: "\n").filter { $0.contains(": error: ") }
    #expect(
      errors == [
        "hello.de.yaml:3:3: error: unknown step 'nmae' (hello.yaml has no texts for it); did you mean 'name'?",
        "hello.de.yaml:5:5: error: unknown key 'titel' in 'name'; did you mean 'title'?",
        "hello.de.yaml:7:7: error: unknown field 'firstNmae' (hello.yaml has no texts for it); did you mean 'firstName'?",
        "hello.de.yaml:8:36: error: unknown key 'required' in 'lastName'; expected one of: label, help, message, options",
        "hello.de.yaml:8:58: error: nothing to translate: hello.yaml has no 'help' here (steps.name.fields.lastName.help)",
        "hello.de.yaml:11:26: error: unknown option 'fre' (hello.yaml has no texts for it); did you mean 'free'?",
        "hello.de.yaml:13:12: error: 'title' must be text, not a sequence",
        "hello.de.yaml:14:31: error: nothing to translate: hello.yaml has no '1' here (steps.done.rules.1)",
      ])
    #expect(
      rendered.contains(
        """
        hello.de.yaml:3:3: error: unknown step 'nmae' (hello.yaml has no texts for it); did you mean 'name'?
          nmae: { title: Dein Name }
          ^
        """))
  }

  @Test func localesAreCheckedWhereTheyAreDeclared() throws {
    let folder = try TemporaryFlowFolder()
    let base = Self.flow.replacingOccurrences(of: "locales: [en, de]\ndefaultLocale: en\n", with: "")
    try folder.write("includes/contact.yaml", Self.contact)
    try folder.write("a.yaml", base + "locales: [en, deutsch, en]\ndefaultLocale: fr\n")
    #expect(
      folder.check("a.yaml") == """
        a.yaml:24:15: error: 'deutsch' is not a locale; write a language code such as en, de or de-CH
        locales: [en, deutsch, en]
                      ^
        a.yaml:24:24: error: locale 'en' is listed twice
        locales: [en, deutsch, en]
                               ^
        a.yaml:25:16: error: default locale 'fr' is not one of the locales (en)
        defaultLocale: fr
                       ^

        """)
    try folder.write("b.yaml", base + "defaultLocale: de\n")
    #expect(
      folder.check("b.yaml") == """
        b.yaml:24:16: error: 'defaultLocale' needs 'locales:', the list of locales the flow is written in
        defaultLocale: de
                       ^

        """)
  }
}
