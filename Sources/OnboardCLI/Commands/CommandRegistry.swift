/// Every subcommand of `onboard`, in the order `onboard --help` lists them.
///
/// Dispatch, help, and "did you mean" all read this one list; nothing is found by
/// reflection or naming convention. To add a command:
///
/// 1. Write `Commands/<Name>Command.swift`: a `struct <Name>Command: ParsableCommand`
///    with its `configuration`, one `@Option`/`@Flag`/`@Argument` property per
///    argument (`@OptionGroup` for shared ones such as ``StoreOption``), in usage
///    order, `validate()` if values must fit together, and `run()`.
/// 2. Add `<Name>Command.self` below.
///
/// A command that should run but not be listed (a debugging aid, say) sets
/// `shouldDisplay: false` in its configuration; it still belongs here.
enum CommandRegistry {
  /// The subcommands, in help order.
  static var commands: [any ParsableCommand.Type] {
    [
      CheckCommand.self,
      RunCommand.self,
      TestCommand.self,
      PathsCommand.self,
      AssignCommand.self,
      GraphCommand.self,
      CompileCommand.self,
      SimulateCommand.self,
      TrackCommand.self,
      IngestCommand.self,
      ReportCommand.self,
      PlanCommand.self,
      SchemaCommand.self,
      StoreCommand.self,
    ]
  }
}
