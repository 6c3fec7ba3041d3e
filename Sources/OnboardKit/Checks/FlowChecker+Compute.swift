extension FlowChecker.Context {
  /// A field's `compute:`: it parses, reads fields of kinds its functions
  /// take, and gives the field's own kind; each problem is an error at the
  /// `compute` value, with a did-you-mean for misspelt functions and fields.
  mutating func checkCompute(_ field: FieldDefinition, kind: FieldKind) {
    guard let text = field.compute, let schema else { return }
    let mark = field.computeMark ?? field.mark
    let expression: ComputeExpression
    do {
      expression = try ComputeExpression(parsing: text)
    } catch {
      self.error(
        "compute of field '\(field.key)': \(error.message)", at: mark.map { $0.shifted(by: error.offset) })
      return
    }
    let result = expression.resultKind(
      kind: { name in schema.fieldIndex(named: name).map { schema.descriptor.fields[$0].kind } },
      names: schema.names)
    switch result {
    case .failure(let problem):
      error("compute of field '\(field.key)': \(problem.message)", at: mark)
    case .success(let computed):
      guard computed != ComputeFunction.Kind(kind) else { return }
      let name = kind.rawValue
      let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      error(
        "compute of field '\(field.key)' gives \(ComputeExpression.article(computed)), but '\(field.key)' is \(article) \(name) field",
        at: mark)
    }
  }
}

extension SourceMark {
  /// The mark `count` characters further along its line (for a plain scalar,
  /// where the characters of the value are those of the line).
  func shifted(by count: Int) -> SourceMark {
    var mark = self
    mark.column += count
    return mark
  }
}
