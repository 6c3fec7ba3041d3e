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
  /// Whether `condition` holds over the facts conditions see: the caller's
  /// attributes, the id, and `answers` (answers win over attributes of the
  /// same name; see ``facts(_:answers:reading:)``).
  // Inlined into its callers, which hold the state `inout`: called, a
  // copy of the whole state was made for the call on every evaluation.
  @inline(__always)
  func holds(_ condition: RunCondition<Model>, _ state: FlowState<Model>, answers: Partial<Model>) -> Bool {
    guard let compiled = condition.compiled else {
      return condition.condition.evaluate(facts(state, answers: answers, reading: condition.fields))
    }
    return compiled.evaluate { term in
      if let load = condition.termLoads[term], let value = load(answers) { return value.json }
      let name = compiled.terms[term].name
      if name == "id" { return .string(state.userID) }
      return state.attributes.isEmpty ? .null : state.attributes[name] ?? .null
    }
  }
}
