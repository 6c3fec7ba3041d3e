import Foundation

/// The `experiments` as compiled flows before the format's own keys were
/// written for them: each experiment's `Codable` form, with empty `marks`.
/// Read still, so that old output loads.
enum CompiledExperiments {
  /// Reads the old `Codable` form.
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
    experiment.decision?.marks = [:]
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
