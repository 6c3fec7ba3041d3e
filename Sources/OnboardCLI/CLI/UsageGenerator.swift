/// The usage line of a command, such as `onboard check <flow> ... [--json]`: the
/// command path, then each declared argument in declaration order, then
/// `<subcommand>` for a command with subcommands. `--help` and `--version` are
/// left out, as swift-argument-parser does.
struct UsageGenerator {
  /// The commands from the root to the one described.
  let stack: CommandStack

  /// The generator for the last command of `stack`.
  init(_ stack: CommandStack) {
    self.stack = stack
  }

  /// The words of the line: command names, argument components, `<subcommand>`.
  var components: [String] {
    guard let command = stack.last else { return [] }
    var components = stack.map { $0.configuration.commandName }
    components += command.arguments.map(\.usageComponent)
    if !command.configuration.subcommands.isEmpty { components.append("<subcommand>") }
    return components
  }

  /// The line on one line, for error messages: `onboard check <flow> ... [--json]`.
  var line: String { components.joined(separator: " ") }

  /// `USAGE: …` for the help screen, wrapped between whole components.
  func rendered(width: Int) -> String {
    String.packed(components, prefix: "USAGE: ", width: width, continuationIndent: 9)
  }
}
