/// A `when:` condition of a flow (a branch's or a final rule's) as the runner
/// evaluates it: compiled when it can be (see ``CompiledCondition``), with
/// each name it reads resolved to the model's field once, so a run looks up
/// only the answers the condition reaches and builds no object of facts.
///
/// A class: evaluating a condition read from the program's tables retains
/// one reference instead of copying the condition, its compiled form and
/// both arrays member by member.
final class RunCondition<Model: Onboardable>: Sendable {
  /// The condition as written, for conditions that are not compiled.
  let condition: Condition
  /// The compiled form, when there is one.
  let compiled: CompiledCondition?
  /// Per compiled entry, how to read the model's field of its name (`nil`:
  /// an attribute or `id`). Only the reader: binding a whole `Field` copied
  /// and freed every closure and string in it on each evaluation.
  let termLoads: [(@Sendable (Partial<Model>) -> FieldValue?)?]
  /// The model's fields the condition reads, once each, in name order (only
  /// for conditions that are not compiled; other names are attributes).
  let fields: [(name: String, field: Field<Model>)]

  init(_ condition: Condition) {
    self.condition = condition
    compiled = CompiledCondition(condition)
    termLoads = compiled?.terms.map { Model.schema.field(named: $0.name)?.load } ?? []
    fields =
      compiled != nil
      ? []
      : condition.attributeNames.sorted().compactMap { name in
        Model.schema.field(named: name).map { (name, $0) }
      }
  }
}

extension FlowProgram {
  /// Whether `condition` holds over the facts conditions see: the run's
  /// attributes and id, and `answers` (answers win over attributes of the
  /// same name; see ``facts(answers:userID:attributes:reading:)``).
  ///
  /// The facts come as parts, not as a state: a caller holding its state
  /// `inout` passes its stored parts as they are, where passing the state
  /// made a copy of all of it (a memory copy and a retain of every part) on
  /// each evaluation.
  @inline(__always)
  func holds(
    _ condition: RunCondition<Model>, answers: Partial<Model>, userID: String, attributes: [String: JSONValue]
  ) -> Bool {
    guard let compiled = condition.compiled else {
      return condition.condition.evaluate(
        facts(answers: answers, userID: userID, attributes: attributes, reading: condition.fields))
    }
    return compiled.evaluate { term in
      if let load = condition.termLoads[term], let value = load(answers) { return value.json }
      let name = compiled.terms[term].name
      if name == "id" { return .string(userID) }
      return attributes.isEmpty ? .null : attributes[name] ?? .null
    }
  }

  /// Whether `condition` holds over the run's own answers, id and
  /// attributes. `inout` only so the state is read where it is (see
  /// ``holds(_:answers:userID:attributes:)``); nothing in it changes.
  @inline(__always)
  func holds(_ condition: RunCondition<Model>, in state: inout FlowState<Model>) -> Bool {
    holds(condition, answers: state.answers, userID: state.userID, attributes: state.attributes)
  }
}
