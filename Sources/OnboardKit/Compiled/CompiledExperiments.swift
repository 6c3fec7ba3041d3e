import Foundation

/// The `experiments` of a compiled flow: each experiment as its `Codable`
/// form, with its source marks emptied.
enum CompiledExperiments {
  /// The experiments as JSON, marks emptied.
  static func json(_ experiments: [ExperimentDefinition]) -> JSONValue? {
    let stripped = experiments.map { $0.strippingMarks() }
    guard let data = try? JSONEncoder().encode(stripped),
      let value = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return nil }
    return value
  }

  /// Reads what ``json(_:)`` wrote.
  static func experiments(from value: JSONValue) throws(CompiledFlowError) -> [ExperimentDefinition] {
    do {
      let data = try JSONEncoder().encode(value)
      return try JSONDecoder().decode([ExperimentDefinition].self, from: data)
    } catch {
      throw .invalidValue(path: "experiments", message: "not a list of experiments: \(error)")
    }
  }
}

extension ExperimentDefinition {
  /// The experiment without source marks (in its variants and inserted steps too).
  public func strippingMarks() -> ExperimentDefinition {
    var experiment = self
    experiment.marks = [:]
    experiment.variants = variants.map { variant in
      var variant = variant
      variant.marks = [:]
      variant.insert = variant.insert.map { insertion in
        var insertion = insertion
        insertion.step = insertion.step.strippingMarks()
        return insertion
      }
      variant.overrides = variant.overrides.mapValues { change in
        var change = change
        change.mark = nil
        change.fields = change.fields.mapValues { field in
          var field = field
          field.mark = nil
          field.options = field.options?.map { option in
            var option = option
            option.mark = nil
            return option
          }
          return field
        }
        return change
      }
      return variant
    }
    return experiment
  }
}
