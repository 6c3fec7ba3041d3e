extension ComputeExpression {
  /// The kind the expression gives, checked against the kinds of the model
  /// fields it reads (`kind(of:)`: `nil` for a name the model lacks, with
  /// `names` for a did-you-mean).
  /// - Returns: the kind, or the first problem (its offset is 0: the start).
  package func resultKind(kind: (String) -> FieldKind?, names: [String]) -> Result<
    ComputeFunction.Kind, Problem
  > {
    switch self {
    case .text:
      return .success(ComputeFunction.Kind.text)
    case .field(let name):
      guard let fieldKind = kind(name) else {
        let hint = EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(Problem(message: "compute reads unknown field '\(name)'\(hint)", offset: 0))
      }
      guard let computed = ComputeFunction.Kind(fieldKind) else {
        return .failure(
          Problem(
            message:
              "compute cannot read '\(name)', a \(fieldKind.rawValue) field (only text, email, integer and date fields)",
            offset: 0))
      }
      return .success(computed)
    case .call(let function, let arguments):
      let expected = function.arguments
      if function.isVariadic ? arguments.isEmpty : arguments.count != expected.count {
        let count =
          function.isVariadic
          ? "at least one argument" : "\(expected.count) argument\(expected.count == 1 ? "" : "s")"
        return .failure(
          Problem(message: "\(function.rawValue) takes \(count), not \(arguments.count)", offset: 0))
      }
      for (index, argument) in arguments.enumerated() {
        let wanted = function.isVariadic ? expected[0] : expected[index]
        switch argument.resultKind(kind: kind, names: names) {
        case .failure(let problem): return .failure(problem)
        case .success(let found) where found != wanted:
          return .failure(
            Problem(
              message:
                "\(function.rawValue) takes \(Self.article(wanted)), but \(argument.described) is \(Self.article(found))",
              offset: 0))
        case .success: continue
        }
      }
      return .success(function.result)
    }
  }

  /// The expression as messages name it.
  var described: String {
    switch self {
    case .field(let name): return "'\(name)'"
    case .text(let text): return "\"\(text)\""
    case .call(let function, _): return "\(function.rawValue)(…)"
    }
  }

  static func article(_ kind: ComputeFunction.Kind) -> String {
    kind == .integer ? "an integer" : "a \(kind.rawValue)"
  }

  /// The value over `read` (a field's answer by name); `nil` while an answer it needs is missing.
  package func evaluate(today: CalendarDate, _ read: (String) -> FieldValue?) -> FieldValue? {
    switch self {
    case .field(let name): return read(name)
    case .text(let text): return .text(text)
    case .call(let function, let arguments):
      return function.apply(arguments.map { $0.evaluate(today: today, read) }, today: today)
    }
  }
}
