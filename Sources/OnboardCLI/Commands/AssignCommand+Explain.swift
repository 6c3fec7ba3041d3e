import OnboardKit
import OnboardYAML

extension AssignCommand {
  /// One person: every experiment's assignment and its reason.
  func explain(_ flow: FlowDefinition, userID: String) throws {
    var attributes: [String: JSONValue] = [:]
    for pair in self.attributes { attributes[pair.key] = YAMLNode.coreSchemaValue(ofPlain: pair.value) }
    let forced = try forcing.resolve(for: flow, command: AssignCommand.self)
    let assignments = flow.experiments.map {
      ExperimentAssigner.assign($0, userID: userID, attributes: attributes, forced: forced)
    }
    if json {
      let items = assignments.map { assignment -> JSONValue in
        var members: [String: JSONValue] = [
          "experiment": .string(assignment.experimentKey), "inExperiment": .bool(assignment.inExperiment),
          "hashAttribute": .string(assignment.hashAttribute), "hashValue": .string(assignment.hashValue),
          "reason": .string(assignment.reason.rawValue),
        ]
        members["variant"] = assignment.variantID.map(JSONValue.string)
        members["bucket"] = assignment.bucket.map(JSONValue.number)
        return .object(members)
      }
      Console.writeLine(JSONWriter.object([("userId", .string(userID)), ("experiments", .array(items))]))
    } else if assignments.isEmpty {
      Console.writeLine("flow '\(flow.name)' runs no experiment")
    } else {
      for assignment in assignments { Console.writeLine(AssignmentText.describe(assignment)) }
    }
  }
}
