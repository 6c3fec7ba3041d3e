import Testing

@testable import OnboardCLI

@Suite struct HelpGeneratorTests {
  @Test(arguments: [
    ("one two three", 9, 0, "one two\nthree"),
    ("one two three", 9, 2, "  one two\n  three"),
    ("a\n\nb", 80, 4, "    a\n\n    b"),
    ("tiny  spaced   words", 80, 0, "tiny spaced words"),
    ("averyveryverylongword short", 10, 0, "averyveryverylongword\nshort"),
    ("", 80, 2, ""),
  ])
  func wrapsWordsIntoTheWidth(text: String, width: Int, indent: Int, expected: String) {
    #expect(text.wrapped(to: width, indent: indent) == expected)
  }

  @Test func packsUsageComponentsWithoutSplittingThem() {
    let packed = String.packed(
      ["tool", "sub", "[--attr <key=value> ...]", "<flow> ..."], prefix: "USAGE: ", width: 30,
      continuationIndent: 9)
    #expect(packed == "USAGE: tool sub\n         [--attr <key=value> ...]\n         <flow> ...")
  }

  @Test(arguments: [
    ("--json", "Print JSON.", "  --json                  Print JSON."),
    (
      "-o, --output-directory <path>", "Where.",
      "  -o, --output-directory <path>\n                          Where."
    ),
    ("<flow>", "", "  <flow>"),
    (
      "--x",
      "A help text long enough that it has to wrap onto a second line under its own column.",
      "  --x                     A help text long enough that it has to wrap onto a\n"
        + "                          second line under its own column."
    ),
  ])
  func rowsAlignHelpAtColumn26(label: String, help: String, expected: String) {
    #expect(HelpGenerator.row(label, help) == expected)
  }

  @Test func leafHelpHasEverySection() {
    let text = HelpGenerator([ToolCommand.self, GreetCommand.self]).rendered()
    #expect(
      text == """
        OVERVIEW: Say hello.

        USAGE: tool greet <name> [--times <n>] [--loud]

        ARGUMENTS:
          <name>                  Who to greet.

        OPTIONS:
          --times <n>             How many times.
          -l, --loud              Shout.
          -h, --help              Show help information.

        """)
  }

  @Test func groupHelpListsSubcommandsAndHowToGetTheirHelp() {
    let text = HelpGenerator([ToolCommand.self, GroupCommand.self]).rendered()
    #expect(
      text == """
        OVERVIEW: A nested group.

        USAGE: tool group <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          leaf                    A nested leaf.
          help                    Show subcommand help information.

          See 'tool help group <subcommand>' for detailed help.

        """)
  }
}
