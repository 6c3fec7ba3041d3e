extension FlowDefinition {
  /// The same flow with every ``SourceMark`` removed, in included sub-flows
  /// too: what is left is what the flow means, not where it was written.
  ///
  /// Two loads of the same flow from different paths are equal once stripped,
  /// and a flow read back from compiled JSON equals the loaded flow stripped:
  ///
  /// ```swift
  /// let loaded = try #require(FlowLoader().load(path: "Flows/signup.yaml").flow)
  /// let compiled = try FlowDefinition.fromCompiledJSON(Data(loaded.compiledJSON().utf8))
  /// compiled == loaded.strippingMarks()  // true
  /// ```
  package func strippingMarks() -> FlowDefinition {
    var flow = self
    flow.mark = nil
    flow.stepsMark = nil
    flow.modelMark = nil
    flow.dimensionsMark = nil
    flow.locales?.mark = nil
    flow.locales?.defaultMark = nil
    flow.steps = steps.map { $0.strippingMarks() }
    flow.experiments = experiments.map { $0.strippingMarks() }
    flow.holdout?.marks = [:]
    flow.metrics = metrics.map { $0.strippingMarks() }
    return flow
  }
}

extension StepDefinition {
  func strippingMarks() -> StepDefinition {
    var step = self
    step.mark = nil
    step.idMark = nil
    step.whenMark = nil
    step.fields = fields.map { $0.strippingMarks() }
    step.next = next.map { rule in
      var rule = rule
      rule.mark = nil
      rule.gotoMark = nil
      return rule
    }
    step.rules = rules.map { rule in
      var rule = rule
      rule.mark = nil
      return rule
    }
    if var include {
      include.mark = nil
      include.flow = include.flow.map { Box($0.value.strippingMarks()) }
      step.include = include
    }
    return step
  }
}

extension FieldDefinition {
  func strippingMarks() -> FieldDefinition {
    var field = self
    field.mark = nil
    field.keyMark = nil
    field.defaultMark = nil
    field.requiredMark = nil
    field.optionsMark = nil
    field.whenMark = nil
    field.computeMark = nil
    field.rules.marks = [:]
    field.options = options?.map { option in
      var option = option
      option.mark = nil
      return option
    }
    return field
  }
}
