extension FlowDefinition {
  /// One text a person reads: where it is, by key, what it says in the
  /// flow file, and where it is written there.
  package struct Text: Sendable, Hashable {
    /// The text's key, as the per-locale file nests it: `title`,
    /// `steps.name.title`, `steps.plan.fields.plan.options.pro`,
    /// `steps.done.rules.0`, `experiments.x.b.plan.title`.
    package var key: String
    /// The text in the flow's default locale.
    package var text: String
    /// Where it is written (the step, field or option that holds it).
    package var mark: SourceMark?
  }

  /// Every person-facing text of this flow file, in file order (not those
  /// of included sub-flows, which have their own locale files).
  package var texts: [Text] {
    var copy = self
    var found: [Text] = []
    copy.visitTexts { key, text, mark in found.append(Text(key: key, text: text, mark: mark)) }
    return found
  }

  /// Calls `visit` with every person-facing text of this flow file, which
  /// it may change: the flow's title; each step's title, body and final
  /// rules' errors; each field's label, help, rule message and option
  /// labels; the same in every variant's overrides and inserted steps.
  /// This is the one list of what a locale file can translate.
  package mutating func visitTexts(_ visit: (String, inout String, SourceMark?) -> Void) {
    Self.visit(&title, "title", mark, visit)
    for index in steps.indices {
      steps[index].visitTexts(prefix: "steps.\(steps[index].id)", visit)
    }
    for experiment in experiments.indices {
      for variant in experiments[experiment].variants.indices {
        let prefix =
          "experiments.\(experiments[experiment].key).\(experiments[experiment].variants[variant].id)"
        experiments[experiment].variants[variant].visitTexts(prefix: prefix, visit)
      }
    }
  }

  /// Visits an optional text when it is there.
  static func visit(
    _ text: inout String?, _ key: String, _ mark: SourceMark?,
    _ visit: (String, inout String, SourceMark?) -> Void
  ) {
    guard var value = text else { return }
    visit(key, &value, mark)
    text = value
  }
}

extension StepDefinition {
  /// The step's texts under `prefix` (see ``FlowDefinition/visitTexts(_:)``).
  mutating func visitTexts(prefix: String, _ visit: (String, inout String, SourceMark?) -> Void) {
    FlowDefinition.visit(&title, "\(prefix).title", mark, visit)
    FlowDefinition.visit(&body, "\(prefix).body", mark, visit)
    FlowDefinition.visit(&note, "\(prefix).note", mark, visit)
    for index in fields.indices {
      fields[index].visitTexts(prefix: "\(prefix).fields.\(fields[index].key)", visit)
    }
    for index in rules.indices {
      visit("\(prefix).rules.\(index)", &rules[index].error, rules[index].mark)
    }
  }
}

extension FieldDefinition {
  /// The field's texts under `prefix`.
  mutating func visitTexts(prefix: String, _ visit: (String, inout String, SourceMark?) -> Void) {
    FlowDefinition.visit(&label, "\(prefix).label", mark, visit)
    FlowDefinition.visit(&help, "\(prefix).help", mark, visit)
    FlowDefinition.visit(&rules.message, "\(prefix).message", rules.marks["message"] ?? mark, visit)
    if var list = options {
      OptionDefinition.visitTexts(&list, prefix: prefix, fallback: mark, visit)
      options = list
    }
  }
}

extension OptionDefinition {
  /// The labels of `options` under `prefix.options`.
  static func visitTexts(
    _ options: inout [OptionDefinition], prefix: String, fallback: SourceMark?,
    _ visit: (String, inout String, SourceMark?) -> Void
  ) {
    for index in options.indices {
      FlowDefinition.visit(
        &options[index].label, "\(prefix).options.\(options[index].value)", options[index].mark ?? fallback,
        visit)
    }
  }
}

extension VariantDefinition {
  /// The texts of the variant's overrides and inserted steps, each under
  /// `prefix` and its step id.
  mutating func visitTexts(prefix: String, _ visit: (String, inout String, SourceMark?) -> Void) {
    for stepID in overrides.keys.sorted() {
      guard var change = overrides[stepID] else { continue }
      let mark = change.mark ?? marks["overrides"]
      FlowDefinition.visit(&change.title, "\(prefix).\(stepID).title", mark, visit)
      FlowDefinition.visit(&change.body, "\(prefix).\(stepID).body", mark, visit)
      for key in change.fields.keys.sorted() {
        guard var field = change.fields[key] else { continue }
        let fieldPrefix = "\(prefix).\(stepID).fields.\(key)"
        FlowDefinition.visit(&field.label, "\(fieldPrefix).label", field.mark ?? mark, visit)
        FlowDefinition.visit(&field.help, "\(fieldPrefix).help", field.mark ?? mark, visit)
        if var list = field.options {
          OptionDefinition.visitTexts(&list, prefix: fieldPrefix, fallback: field.mark ?? mark, visit)
          field.options = list
        }
        change.fields[key] = field
      }
      overrides[stepID] = change
    }
    for index in insert.indices {
      insert[index].step.visitTexts(prefix: "\(prefix).\(insert[index].step.id)", visit)
    }
  }
}
