import Foundation
import Testing

/// `--locale` and the locale environment on the built binary: the flow's
/// texts and plain mode's own words in German, the choice by `LC_ALL`,
/// `LC_MESSAGES` and `LANG`, an unknown locale refused, `check --strict`,
/// and the locale stored with the exposure for `dimensions: [locale]`.
@Suite struct LocaleCommandTests {
  /// No locale from the test's own environment.
  static let neutral = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
  static let someAnswers = "Ada\nLovelace\n"

  func plain(_ extra: [String], environment: [String: String] = neutral) throws -> OnboardBinary.Run {
    try OnboardBinary.run(
      // warm-welcome forced to control: u-1 would see its warm copy of the first step.
      [
        "run", RepositoryFiles.signupFlow, "--user-id", "u-1", "--plain", "--no-store", "--variant",
        "warm-welcome=control",
      ]
        + extra,
      environment: environment, input: Self.someAnswers)
  }

  @Test func localeDeShowsTheGermanTextsAndWords() throws {
    let run = try plain(["--locale", "de"])
    #expect(
      run.stderr.hasPrefix(
        """
        Willkommen bei Onboard

        Schritt 1 von 10: Wie sollen wir dich nennen?
        Vorname (Pflicht): Nachname (Pflicht): \n\
        Schritt 2 von 10: Wie erreichen wir dich? › Deine E-Mail-Adresse
          (Wir schicken dir einen Link zur Bestätigung)
        E-Mail (Pflicht): \n
        """), "\(run)")
  }

  @Test(arguments: [
    (["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""], "Willkommen bei Onboard"),
    (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_GB.UTF-8", "LC_ALL": ""], "Welcome to Onboard"),
    (["LANG": "en_US.UTF-8", "LC_MESSAGES": "", "LC_ALL": "de_AT.UTF-8@euro"], "Willkommen bei Onboard"),
    (["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "", "LC_ALL": ""], "Welcome to Onboard"),
    (["LANG": "C", "LC_MESSAGES": "", "LC_ALL": ""], "Welcome to Onboard"),
  ])
  func theEnvironmentChoosesWithoutTheOption(environment: [String: String], first: String) throws {
    let run = try plain([], environment: environment)
    #expect(run.stderr.hasPrefix(first + "\n"), "\(run)")
  }

  @Test func theOptionWinsOverTheEnvironment() throws {
    let run = try plain(["--locale", "en"], environment: ["LC_ALL": "de_DE.UTF-8"])
    #expect(run.stderr.hasPrefix("Welcome to Onboard\n\nStep 1 of 10: What should we call you?\n"), "\(run)")
  }

  /// The example's referral code has a rule `message:`, translated in
  /// signup.de.yaml: a person reads it in their language, never the pattern.
  @Test(arguments: [
    ("en", "Eight capital letters or digits, e.g. ADA12345"),
    ("de", "Acht Großbuchstaben oder Ziffern, z. B. ADA12345"),
  ])
  func aRulesMessageIsShownInTheLocale(locale: String, message: String) throws {
    let answers = try RepositoryFiles.temporaryFlow(
      """
      steps:
        - { firstName: Ada, lastName: Lovelace }
        - { email: ada@example.com }
        - { country: GB }
        - { birthDate: 1989-12-10 }
        - { plan: pro, referralCode: ada-1 }

      """, name: "answers.yaml")
    defer { RepositoryFiles.remove(answers) }
    let run = try OnboardBinary.run(
      [
        "run", RepositoryFiles.signupFlow, "--answers", answers, "--user-id", "u-1", "--no-store", "--locale",
        locale,
      ], environment: Self.neutral)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.hasPrefix("\(answers):6:32: error: step 'plan', field 'referralCode': \(message)\n"),
      "\(run)")
    #expect(!run.stderr.contains("[A-Z0-9]"))
  }

  /// A flow without `locales:` has no other texts: `--locale` is refused, not ignored.
  @Test func aLocaleForAFlowWithoutLocalesIsAUsageError() throws {
    let flow = try RepositoryFiles.temporaryFlow(
      """
      flow: plain
      model: User
      steps:
        - id: done
          final: true
          fields: [firstName, lastName, email, country, plan, marketingOptIn]

      """)
    defer { RepositoryFiles.remove(flow) }
    let run = try OnboardBinary.run(
      ["run", flow, "--user-id", "u-1", "--plain", "--no-store", "--locale", "de"], environment: Self.neutral,
      input: Self.someAnswers)
    #expect(run.status == 2, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "error: --locale: flow 'plain' declares no locales, so it has no 'de' texts; leave out --locale, "
          + "or give the flow 'locales:' and 'defaultLocale:' (docs/flow-format.md#locales)\n"), "\(run)")
    // Without --locale the same flow runs (here until the answers run out).
    #expect(
      try OnboardBinary.run(["run", flow, "--user-id", "u-1", "--plain", "--no-store"], input: "").status == 1
    )
  }

  @Test func aLocaleTheFlowLacksIsAUsageError() throws {
    let run = try plain(["--locale", "dee"])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "error: --locale: the flow has no locale 'dee'; it is written in en, de; did you mean 'de'?"),
      "\(run)")
  }

  /// A copy of the signup flow and its locale files in a temporary folder.
  func signupCopy(edit: (String) -> String = { $0 }, german: (String) -> String = { $0 }) throws -> String {
    URL(fileURLWithPath: try RepositoryFiles.temporarySignup(edit: edit, german: german))
      .deletingLastPathComponent().path
  }

  @Test func aMissingTextIsAWarningAndAnErrorWithStrict() throws {
    let folder = try signupCopy(german: {
      $0.replacingOccurrences(of: "    title: Alles erledigt\n", with: "")
    })
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let warning = "warning: no 'de' text for 'steps.done.title' (\"All set\") in 'signup.de.yaml'"
    let check = try OnboardBinary.run(["check", folder + "/signup.yaml"])
    #expect(check.status == 0)
    #expect(check.stderr.contains(warning), "\(check)")
    let strict = try OnboardBinary.run(["check", "--strict", folder + "/signup.yaml"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains(warning.replacingOccurrences(of: "warning:", with: "error:")), "\(strict)")
    #expect(strict.stdout.contains("signup.yaml: 1 error"), "\(strict)")
    let clean = try OnboardBinary.run(["check", "--strict", RepositoryFiles.signupFlow])
    #expect(clean.status == 0, "\(clean)")
  }

  @Test func theExposureStoresTheLocaleForDimensionsLocale() throws {
    let folder = try signupCopy(edit: {
      $0.replacingOccurrences(of: "dimensions: [country, platform]", with: "dimensions: [country, locale]")
    })
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let answers = RepositoryFiles.root.appendingPathComponent("Flows/answers/adult.yaml").path
    func exposures(_ extra: [String]) throws -> [String] {
      let run = try OnboardBinary.run(
        [
          "run", folder + "/signup.yaml", "--answers", answers, "--user-id", "u-1", "--attr", "country=US",
          "--no-store", "--events", "-", "--out", folder + "/user.json",
        ] + extra,
        environment: Self.neutral)
      #expect(run.status == 0, "\(run)")
      return run.stdout.split(separator: "\n").map(String.init).filter {
        $0.contains("\"type\":\"exposure\"")
      }
    }
    let german = try exposures(["--locale", "de"])
    #expect(!german.isEmpty)
    #expect(german.allSatisfy { $0.contains(#""data":{"country":"US","locale":"de"}"#) }, "\(german)")
    let english = try exposures([])
    #expect(!english.isEmpty)
    #expect(english.allSatisfy { $0.contains(#""data":{"country":"US","locale":"en"}"#) }, "\(english)")
    // An attribute given by the caller is kept.
    let given = try exposures(["--attr", "locale=pt-BR"])
    #expect(!given.isEmpty)
    #expect(given.allSatisfy { $0.contains(#""locale":"pt-BR""#) }, "\(given)")
  }

  /// `check Flows/*.yaml` checks a flow and its locale file: a problem in
  /// the locale file is printed once (with the flow), counted for both.
  @Test func checkOfAFlowAndItsLocaleFileShowsTheLocaleFilesErrorOnce() throws {
    let folder = try signupCopy(german: { $0.replacingOccurrences(of: "\n  name:\n", with: "\n  nmae:\n") })
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try OnboardBinary.run(["check", folder + "/signup.yaml", folder + "/signup.de.yaml"])
    #expect(run.status == 1)
    let error = "\(folder)/signup.de.yaml:4:3: error: unknown step 'nmae'"
    #expect(run.stderr.components(separatedBy: error).count == 2, "\(run)")
    #expect(run.stdout.hasSuffix("\(folder)/signup.de.yaml: 1 error\n"), "\(run)")
  }

  @Test func checkOfALocaleFileChecksItWithItsFlow() throws {
    let shipped = RepositoryFiles.root.appendingPathComponent("Flows/signup.de.yaml").path
    let ok = try OnboardBinary.run(["check", shipped])
    #expect(ok.status == 0, "\(ok)")
    #expect(
      ok.stdout.hasSuffix("signup.de.yaml: ok (the 'de' texts of \(RepositoryFiles.signupFlow))\n"), "\(ok)")
    let folder = try signupCopy(german: { $0.replacingOccurrences(of: "\n  name:\n", with: "\n  nmae:\n") })
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = try OnboardBinary.run(["check", folder + "/signup.de.yaml"])
    #expect(broken.status == 1)
    #expect(
      broken.stderr.hasPrefix(
        "\(folder)/signup.de.yaml:4:3: error: unknown step 'nmae' (\(folder)/signup.yaml has no texts for it); "
          + "did you mean 'name'?\n  nmae:\n  ^\n"), "\(broken)")
    #expect(broken.stdout == "\(folder)/signup.de.yaml: 1 error\n")
  }

  /// A locale file the flow beside it does not read is never "ok": its flow
  /// has errors, it names a locale the flow does not declare, or it sits
  /// beside an include (read with the flow that includes it).
  @Test func checkOfALocaleFileItsFlowDoesNotReadIsAnError() throws {
    let folder = try signupCopy(edit: {
      $0.replacingOccurrences(of: "  - id: name\n", with: "  - id: name\n    bogus: 1\n")
    })
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let flowHasErrors = try OnboardBinary.run(["check", folder + "/signup.de.yaml"])
    #expect(flowHasErrors.status == 1, "\(flowHasErrors)")
    #expect(flowHasErrors.stderr.contains("signup.de.yaml was not checked: \(folder)/signup.yaml has errors"))
    try FileManager.default.copyItem(atPath: folder + "/signup.de.yaml", toPath: folder + "/signup.fr.yaml")
    let shipped = RepositoryFiles.root.appendingPathComponent("Flows")
    try FileManager.default.removeItem(atPath: folder + "/signup.yaml")
    try FileManager.default.copyItem(
      atPath: shipped.appendingPathComponent("signup.yaml").path, toPath: folder + "/signup.yaml")
    let undeclared = try OnboardBinary.run(["check", folder + "/signup.fr.yaml"])
    #expect(undeclared.status == 1, "\(undeclared)")
    #expect(undeclared.stderr.contains("declares the locales en, de, not 'fr'"), "\(undeclared)")
    let include = try OnboardBinary.run(["check", folder + "/includes/contact.de.yaml"])
    #expect(include.status == 1, "\(include)")
    #expect(include.stderr.contains("contact.yaml declares no 'locales:'"), "\(include)")
  }
}
