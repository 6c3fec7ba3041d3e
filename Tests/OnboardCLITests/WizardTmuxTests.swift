import Foundation
import OnboardStore
import Testing

/// The built `onboard run` in a real terminal (tmux, 80×24): screens, going
/// back with Escape, Ctrl-C and --resume, and the JSON written with --out.
@Suite(.serialized, .enabled(if: Tmux.isInstalled, "tmux is not installed; install it (make deps does)"))
struct WizardTmuxTests {
  /// A temporary folder and the shell line that runs the binary there, then
  /// reports its status and waits, so the pane stays to be read.
  func start(_ arguments: String) throws -> (Tmux, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wizard-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let binary = try OnboardBinary.location().path
    let command =
      "TERM=xterm NO_COLOR=1 \(binary) run \(RepositoryFiles.signupFlow) \(arguments); echo \"EXIT=$?\"; sleep 60"
    return (try Tmux(command: command, folder: folder), folder)
  }

  /// Waits for the summary, confirms it, and returns it with the User the
  /// run wrote to `user.json` (after checking it exited 0).
  func confirmSummary(_ tmux: Tmux, _ folder: String) throws -> (summary: String, json: String) {
    let summary = try tmux.waitFor("All set")
    try tmux.send("Enter")
    let end = try tmux.waitFor("EXIT=")
    #expect(end.contains("EXIT=0"))
    return (summary, try String(contentsOfFile: folder + "/user.json", encoding: .utf8))
  }

  @Test func aWholeRunWithBackAndOut() throws {
    let (tmux, folder) = try start(
      "--user-id u-tmux --variant short-interests=control --variant signup-plan-first=control --out user.json "
        + "--now 2026-06-01")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    let first = try tmux.waitFor("What should we call you?")
    #expect(first.contains("Welcome to Onboard"))
    #expect(first.contains("Step 1 of 10  [##------------------]"))
    try tmux.send("Ada", literal: true)
    try tmux.send("Tab")
    try tmux.send("Lovelace", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Your email")
    try tmux.send("ada@example.com", literal: true)
    try tmux.send("Escape")
    let back = try tmux.waitFor("What should we call you?")
    #expect(back.contains("    Ada\n"))
    #expect(back.contains("    Lovelace\n"))
    try tmux.send("Enter")
    try tmux.send("Enter")
    let email = try tmux.waitFor("ada@example.com")
    #expect(email.contains("Step 2 of 10"))
    try tmux.send("Enter")
    try tmux.waitFor("Where do you live?")
    try tmux.send("GB", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("A little about you")
    try tmux.send("1989-12-10", literal: true)
    try tmux.send("Enter")
    // The age is worked out from the birth date (36 on 2026-06-01), and the
    // guardian step is left out of the count.
    let plan = try tmux.waitFor("Pick a plan")
    #expect(plan.contains("Step 5 of 9"))
    try tmux.send("Down")
    try tmux.send("Enter")
    try tmux.send("Enter")
    try tmux.waitFor("What brings you here?")
    try tmux.send("Space")
    try tmux.waitFor("(1 of 4 chosen)")
    try tmux.send("Enter")
    try tmux.send("y")
    try tmux.send("Enter")
    // The rating, drawn as a scale: a digit picks its point.
    let rating = try tmux.waitFor("How likely are you to recommend us")
    #expect(rating.contains("Left/Right or digits: rate"))
    #expect(rating.contains("Ctrl-S: skip"))
    try tmux.send("9", literal: true)
    try tmux.waitFor("[9]")
    try tmux.send("Enter")
    let terms = try tmux.waitFor("The small print")
    #expect(terms.contains("Step 8 of 9"))
    try tmux.send("y")
    try tmux.send("Enter")
    let (summary, json) = try confirmSummary(tmux, folder)
    #expect(summary.contains("  Plan                                    Pro, $9 a month"))
    #expect(summary.contains("  How likely are you to recommend us to…  9"))
    #expect(
      json == """
        {"id":"u-tmux","firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","age":36,\
        "birthDate":"1989-12-10","country":"GB","plan":"pro","interests":["design"],"marketingOptIn":true,\
        "howLikely":9,"acceptedTerms":true}

        """)
  }

  /// The issue's scenario, exactly: a wrong email shows its error, is fixed,
  /// two steps back every answer is still there, and the run finishes with
  /// the right JSON.
  @Test func wrongEmailFixedThenBackTwoStepsKeepsEverything() throws {
    let (tmux, folder) = try start(
      "--user-id u-fix --variant short-interests=control --variant signup-plan-first=control --out user.json "
        + "--now 2026-06-01")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    try tmux.waitFor("What should we call you?")
    try tmux.send("Grace", literal: true)
    try tmux.send("Tab")
    try tmux.send("Hopper", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Your email")
    try tmux.send("grace.example.com", literal: true)
    try tmux.send("Enter")
    let wrong = try tmux.waitFor("not a valid email address: no '@'")
    #expect(wrong.contains("Your email"), "the error is shown on the email step")
    #expect(wrong.contains("grace.example.com"), "what was typed stays to be fixed")
    try tmux.send("C-u")
    try tmux.send("grace@example.com", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Where do you live?")
    try tmux.send("US", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("A little about you")
    // Two steps back: the country, then the email — each answer in place.
    try tmux.send("Escape")
    let country = try tmux.waitFor("Where do you live?")
    #expect(country.contains("    US\n"))
    try tmux.send("Escape")
    let email = try tmux.waitFor("Your email")
    #expect(email.contains("    grace@example.com\n"))
    #expect(!email.contains("not a valid email"), "the fixed email carries no old error")
    // Forward again with Enter alone: nothing has to be typed twice.
    try tmux.send("Enter")
    try tmux.waitFor("Where do you live?")
    try tmux.send("Enter")
    try tmux.waitFor("A little about you")
    try tmux.send("1906-12-09", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Pick a plan")
    try tmux.send("Enter")
    try tmux.send("Enter")
    try tmux.waitFor("What brings you here?")
    try tmux.send("Enter")
    try tmux.send("Enter")
    // The rating is skipped (Ctrl-S): no howLikely. The consent needs an
    // answer, and refuses No.
    try tmux.waitFor("How likely are you to recommend us")
    try tmux.send("C-s")
    try tmux.waitFor("The small print")
    try tmux.send("Enter")
    try tmux.waitFor("! is required")
    try tmux.send("n")
    try tmux.send("Enter")
    try tmux.waitFor("must be agreed to")
    try tmux.send("y")
    try tmux.send("Enter")
    let (summary, json) = try confirmSummary(tmux, folder)
    #expect(summary.contains("grace@example.com"))
    #expect(
      json == """
        {"id":"u-fix","firstName":"Grace","lastName":"Hopper","email":"grace@example.com","age":119,\
        "birthDate":"1906-12-09","country":"US","plan":"free","interests":[],"marketingOptIn":false,\
        "acceptedTerms":true}

        """)
  }

  @Test func ctrlCSavesTheSessionAndResumeContinuesIt() throws {
    let (tmux, folder) = try start("--user-id u-2")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    try tmux.waitFor("What should we call you?")
    try tmux.send("Ada", literal: true)
    try tmux.send("Tab")
    try tmux.send("Lovelace", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Your email")
    try tmux.send("C-c")
    let saved = try tmux.waitFor("EXIT=")
    #expect(saved.contains("EXIT=130"))
    #expect(saved.contains("To continue:"))
    #expect(saved.contains("--resume s-"))
    let flat = saved.replacingOccurrences(of: "\n", with: "")
    guard let range = flat.range(of: #"--resume s-[0-9a-f]{8}"#, options: .regularExpression) else {
      Issue.record("no --resume command in \(saved)")
      return
    }
    let id = String(flat[range].dropFirst("--resume ".count))
    let store = try SQLiteStore(path: "\(folder)/.onboard/onboard.sqlite")
    #expect(try store.loadSession(id)?.user == "u-2")
    var kinds: [String] = []
    try store.query("SELECT type FROM events WHERE session = $1 ORDER BY seq", [.text(id)]) {
      kinds.append($0[0].text ?? "")
    }
    // u-2 is in warm-welcome's `warm`: exposed before the first step.
    #expect(kinds == ["exposure", "step_viewed", "step_completed", "step_viewed"])
    let binary = try OnboardBinary.location().path
    let again = try Tmux(
      command: "TERM=xterm NO_COLOR=1 \(binary) run \(RepositoryFiles.signupFlow) --resume \(id); sleep 60",
      folder: folder)
    defer { again.kill() }
    let resumed = try again.waitFor("Your email")
    #expect(resumed.contains("Step 2 of 10"))
    try again.send("Escape")
    let name = try again.waitFor("What should we call you?")
    #expect(name.contains("    Lovelace\n"))
  }

  /// The id in a printed `--resume s-…` command.
  func resumeID(_ screen: String) -> String? {
    let flat = screen.replacingOccurrences(of: "\n", with: "")
    guard let range = flat.range(of: #"--resume s-[0-9a-f]{8}"#, options: .regularExpression) else {
      return nil
    }
    return String(flat[range].dropFirst("--resume ".count))
  }

  /// Ctrl-C in plain mode (on a terminal, with --plain) saves the session
  /// like the wizard and exits 130; --resume continues it from lines.
  @Test func ctrlCInPlainModeSavesTheSession() throws {
    let (tmux, folder) = try start("--user-id u-plain --plain --variant short-interests=control")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    try tmux.waitFor("First name (required):")
    try tmux.send("Ada", literal: true)
    try tmux.send("Enter")
    try tmux.send("Lovelace", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("Email (required):")
    try tmux.send("C-c")
    let saved = try tmux.waitFor("EXIT=")
    #expect(saved.contains("EXIT=130"))
    #expect(saved.contains("To continue:"))
    guard let id = resumeID(saved) else {
      Issue.record("no --resume command in \(saved)")
      return
    }
    #expect(saved.contains("--resume \(id) --plain"))
    let binary = try OnboardBinary.location().path
    let answers = #"ada@example.com\nGB\n1989-12-10\n\n\n\nn\n\ny\n"#
    let again = try Tmux(
      command: "printf '\(answers)' | \(binary) run \(RepositoryFiles.signupFlow) --resume \(id) --plain "
        + "--out user.json; echo \"EXIT=$?\"; sleep 60",
      folder: folder)
    defer { again.kill() }
    let end = try again.waitFor("EXIT=")
    #expect(end.contains("EXIT=0"), "\(end)")
    let json = try String(contentsOfFile: folder + "/user.json", encoding: .utf8)
    #expect(
      json.hasPrefix(#"{"id":"u-plain","firstName":"Ada","lastName":"Lovelace","email":"ada@example.com""#))
  }

  /// The wizard on a terminal `columns` × `rows`, in a new folder.
  func startSized(_ columns: Int, _ rows: Int, _ environment: String = "TERM=xterm") throws -> (Tmux, String)
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wizard-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let binary = try OnboardBinary.location().path
    let command =
      "\(environment) NO_COLOR=1 \(binary) run \(RepositoryFiles.signupFlow) --user-id u-s "
      + "--variant short-interests=control --variant signup-plan-first=control; echo \"EXIT=$?\"; sleep 60"
    return (try Tmux(command: command, folder: folder, columns: columns, rows: rows), folder)
  }

  /// On 80×15 and 30×10 the focused field and the key footer stay on screen.
  @Test(arguments: [(80, 15), (30, 10)])
  func aShortTerminalKeepsTheFocusedFieldAndTheFooter(columns: Int, rows: Int) throws {
    let (tmux, folder) = try startSized(columns, rows)
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    try tmux.waitFor("> First name *")
    try tmux.send("Ada", literal: true)
    try tmux.send("Tab")
    let last = try tmux.waitFor("> Last name *")
    #expect(last.contains("Ctrl-C: save"), "\(last)")
    try tmux.send("Lovelace", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("> Email *")
    try tmux.send("ada@example.com", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("> Country *")
    try tmux.send("GB", literal: true)
    try tmux.send("Enter")
    try tmux.waitFor("> Date of birth *")
    try tmux.send("1989-12-10", literal: true)
    try tmux.send("Enter")
    // The age is worked out, not asked: the plan comes next.
    let plan = try tmux.waitFor("> Plan *")
    #expect(!plan.contains("> Age"), "\(plan)")
    try tmux.send("Tab")
    let referral = try tmux.waitFor("> Referral code")
    #expect(referral.contains("Ctrl-C: save"), "\(referral)")
    for line in referral.split(separator: "\n") { #expect(line.count <= columns) }
    try tmux.send("Enter")
    try tmux.waitFor("> Interests")
    try tmux.send("Tab")
    let news = try tmux.waitFor("> Send me product news")
    #expect(news.contains("( ) Yes") || news.contains("(*) No"), "\(news)")
    #expect(news.contains("Ctrl-C: save"), "\(news)")
  }

  /// `TERM=dumb` gets plain mode, even on a terminal.
  @Test func aDumbTerminalGetsPlainMode() throws {
    let (tmux, folder) = try startSized(80, 24, "TERM=dumb")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    let first = try tmux.waitFor("First name (required):")
    #expect(first.contains("Step 1 of 10: What should we call you?"))
  }

  @Test func theWizardSpeaksGermanWithLocaleDe() throws {
    let (tmux, folder) = try start("--user-id u-tmux --locale de --no-store")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    let first = try tmux.waitFor("Wie sollen wir dich nennen?")
    #expect(first.contains("Willkommen bei Onboard"))
    #expect(first.contains("Schritt 1 von 10  [##------------------]"))
    #expect(first.contains("> Vorname *"))
    #expect(first.contains("Tab: nächstes Feld"))
    #expect(first.contains("Enter: weiter"))
    #expect(first.contains("Esc: zurück"))
    #expect(first.contains("Strg-C: speichern und beenden"))
    #expect(first.contains("* Pflichtfeld"))
    try tmux.send("C-c")
    let end = try tmux.waitFor("EXIT=")
    #expect(end.contains("EXIT=130"))
  }
}
