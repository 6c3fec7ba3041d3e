/// Arguments several commands share, declared once in their own
/// ``ParsableArguments`` type and used as one property, like
/// swift-argument-parser's `@OptionGroup`: the group's arguments stand where
/// the property stands, and its ``ParsableArguments/validate()`` runs after
/// the command's.
///
/// ```swift
/// @OptionGroup var store: StoreOption                  // --db
/// @OptionGroup(help: ["variant": "Force an experiment's variant."])
/// var forcing: ForcedVariantArguments                  // --variant, with this command's help
/// ```
///
/// `help` replaces the help sentence of the group's arguments named there (by
/// long name), for a group whose arguments each command explains in its own words.
@propertyWrapper
struct OptionGroup<Group: ParsableArguments>: ArgumentDeclaration {
  /// The group, parsed.
  var wrappedValue: Group
  /// Help sentences by argument name, in place of the group's own.
  private let help: [String: String]
  /// What the group's validation threw.
  private let failure: (any Error)?

  /// The group, read from the command line in scope, with `help` for some of
  /// its arguments.
  init(help: [String: String] = [:]) {
    var group = Group()
    self.help = help
    var failure: (any Error)?
    if ArgumentContext.values != nil, ArgumentReflection.firstProblem(of: group) == nil {
      do {
        try group.validate()
        try ArgumentReflection.throwGroupFailures(of: group)
      } catch {
        failure = error
      }
    }
    wrappedValue = group
    self.failure = failure
  }

  var definitions: [ArgumentDefinition] {
    let own = ArgumentReflection.definitions(of: wrappedValue)
    assert(
      Set(help.keys).isSubset(of: own.map(\.name)), "help for an argument \(Group.self) does not declare")
    return own.map { definition in
      var definition = definition
      definition.help = help[definition.name] ?? definition.help
      return definition
    }
  }

  var problem: ParseProblem? { ArgumentReflection.firstProblem(of: wrappedValue) }
  var groupFailure: (any Error)? { failure }
}

extension OptionGroup: Sendable where Group: Sendable {}
