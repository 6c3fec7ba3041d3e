/// Everything that can happen to a run: the only input of ``FlowRunner``.
public enum FlowAction: Sendable, Hashable, Codable {
  /// Begin at the first step.
  case start
  /// Give an answer to a field of the current step (not yet checked against
  /// rules); `null` forgets the field's answer.
  case answer(field: String, value: JSONValue)
  /// Finish the current step: check its answers and move on (on the final
  /// step: check everything and build the model).
  case submit
  /// Go back one step; every answer stays.
  case back
  /// Leave the current step without answering; only steps with no required field.
  case skip
  /// Give up; the run ends `abandoned`.
  case abandon
}
