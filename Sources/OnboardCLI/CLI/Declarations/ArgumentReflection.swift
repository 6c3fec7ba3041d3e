/// One property that declares arguments: an ``Option``, ``Flag``, ``Argument``,
/// ``OptionGroup`` or ``ToolModels``. ``ArgumentReflection`` finds them with
/// `Mirror`, in declaration order.
protocol ArgumentDeclaration {
  /// What it declares (none for ``ToolModels``, several for a group).
  var definitions: [ArgumentDefinition] { get }

  /// The first word of its own that did not convert.
  var problem: ParseProblem? { get }

  /// What a group's ``ParsableArguments/validate()`` threw.
  var groupFailure: (any Error)? { get }
}

extension ArgumentDeclaration {
  var groupFailure: (any Error)? { nil }
}

/// The declarations of a value, found by reflection over its stored properties.
enum ArgumentReflection {
  /// The argument-declaring properties of `value`, in declaration order.
  static func declarations(of value: Any) -> [any ArgumentDeclaration] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any ArgumentDeclaration }
  }

  /// Every argument `value` declares, groups expanded where they stand.
  static func definitions(of value: Any) -> [ArgumentDefinition] {
    declarations(of: value).flatMap(\.definitions)
  }

  /// The first word of `value`'s that did not convert, groups included.
  static func firstProblem(of value: Any) -> ParseProblem? {
    declarations(of: value).lazy.compactMap(\.problem).first
  }

  /// Throws ``firstProblem(of:)``.
  static func throwProblems(of value: Any) throws(ParseProblem) {
    if let problem = firstProblem(of: value) { throw problem }
  }

  /// Throws the first failure of a group's validation, in declaration order.
  static func throwGroupFailures(of value: Any) throws {
    if let failure = declarations(of: value).lazy.compactMap(\.groupFailure).first { throw failure }
  }
}
