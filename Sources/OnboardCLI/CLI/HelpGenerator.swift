/// The help screen of a command, laid out like swift-argument-parser's:
///
/// ```
/// OVERVIEW: <abstract>
///
/// <discussion>
///
/// USAGE: onboard check <flow> ... [--json]
///
/// ARGUMENTS:
///   <flow>                  The flow files to check.
///
/// OPTIONS:
///   --json                  Print the report as JSON.
///   -h, --help              Show help information.
/// ```
///
/// then `SUBCOMMANDS:` for a command that has them and `EXAMPLES:` when it has
/// some. Always 80 columns wide, so the output is the same in a terminal, a pipe
/// and a golden file; labels take the first 26 columns and help text wraps under
/// its own column.
struct HelpGenerator {
  /// The width every line fits in.
  static let screenWidth = 80
  /// Where the help text of a row starts: two spaces, then the label padded to 24.
  static let labelColumnWidth = 26

  /// The commands from the root to the one described.
  let stack: CommandStack

  /// The generator for the last command of `stack`.
  init(_ stack: CommandStack) {
    self.stack = stack
  }

  /// The whole screen, ending with a newline.
  func rendered() -> String {
    guard let command = stack.last else { return "" }
    let configuration = command.configuration
    let width = Self.screenWidth
    var blocks: [String] = []
    if !configuration.abstract.isEmpty {
      blocks.append("OVERVIEW: \(configuration.abstract)".wrapped(to: width))
    }
    if !configuration.discussion.isEmpty {
      blocks.append(configuration.discussion.wrapped(to: width))
    }
    blocks.append(UsageGenerator(stack).rendered(width: width))

    let arguments = command.arguments.filter { $0.kind == .positional }
    if !arguments.isEmpty {
      blocks.append(Self.section("ARGUMENTS", arguments.map { Self.row($0.helpLabel, $0.help) }))
    }
    var options = command.arguments.filter { $0.kind != .positional }
    if !configuration.version.isEmpty { options.append(.versionFlag) }
    options.append(.helpFlag)
    blocks.append(Self.section("OPTIONS", options.map { Self.row($0.helpLabel, $0.help) }))

    if !configuration.subcommands.isEmpty {
      blocks.append(subcommandsSection(configuration.subcommands))
    }
    if !configuration.examples.isEmpty {
      blocks.append(Self.section("EXAMPLES", configuration.examples.map(Self.example), separator: "\n\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func subcommandsSection(_ subcommands: [any ParsableCommand.Type]) -> String {
    // NB: `map(\.configuration)` on metatypes crashes the 6.3.1 compiler; keep the closure.
    var rows = subcommands.map { $0.configuration }.filter(\.shouldDisplay).map {
      Self.row($0.commandName, $0.abstract)
    }
    rows.append(Self.row(CommandParser.helpCommandName, CommandParser.helpCommandAbstract))
    var names = stack.map { $0.configuration.commandName }
    names.insert(CommandParser.helpCommandName, at: 1)
    let seeAlso = "  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
    return Self.section("SUBCOMMANDS", rows) + "\n\n" + seeAlso
  }

  /// `TITLE:` and its rows.
  private static func section(_ title: String, _ rows: [String], separator: String = "\n") -> String {
    "\(title):\n" + rows.joined(separator: separator)
  }

  /// One row: the label indented by 2, the help text from column 26 (on the next
  /// line when the label is too wide), wrapped under its column.
  static func row(_ label: String, _ help: String) -> String {
    let paddedLabel = "  " + label
    guard !help.isEmpty else { return paddedLabel }
    let body = help.wrapped(to: screenWidth, indent: labelColumnWidth)
    if paddedLabel.count < labelColumnWidth {
      return paddedLabel + body.dropFirst(paddedLabel.count)
    }
    return paddedLabel + "\n" + body
  }

  /// The summary at indent 2, the command line under it at indent 4.
  private static func example(_ example: CommandExample) -> String {
    example.summary.wrapped(to: screenWidth, indent: 2) + "\n    " + example.commandLine
  }
}
