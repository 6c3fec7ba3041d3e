import Foundation
import OnboardKit
import OnboardStore
import OnboardYAML

extension AssignCommand {
  /// One person: every experiment's assignment and its reason.
  func explain(_ flow: FlowDefinition, userID: String) throws {
    var attributes: [String: JSONValue] = [:]
    for pair in self.attributes { attributes[pair.key] = YAMLNode.coreSchemaValue(ofPlain: pair.value) }
    let forced = try forcing.resolve(for: flow, command: AssignCommand.self)
    let assignments = ExperimentAssigner.assignAll(
      flow, userID: userID, attributes: attributes, forced: forced,
      sticky: try storedAssignments(flow, userID: userID, attributes: attributes))
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

  /// The person's stored (sticky) assignments: none with `--no-store`, or
  /// when no `--db` or `$ONBOARD_DB` is given and the default store file does
  /// not exist (`assign` never creates a store).
  /// - Throws: ``StoreError`` when a store given cannot be read.
  private func storedAssignments(_ flow: FlowDefinition, userID: String, attributes: [String: JSONValue])
    throws
    -> [StickyBucket]
  {
    guard !flow.assignedExperiments.isEmpty, !noStore else { return [] }
    let location = try store.location()
    if case .sqlite(let path) = location, !FileManager.default.fileExists(atPath: path) {
      guard store.db != nil || Terminal.environment()[StoreLocation.environmentVariable] != nil else {
        return []
      }
    }
    let opened = try location.openExisting()
    defer { try? opened.close() }
    let people = StickyBucket.people(of: flow.assignedExperiments, userID: userID, attributes: attributes)
    return try opened.stickyBuckets(flow: flow.name, people: people)
  }
}
