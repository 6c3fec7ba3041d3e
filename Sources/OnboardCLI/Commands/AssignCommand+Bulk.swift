import Foundation
import OnboardKit

extension AssignCommand {
  /// Many ids, one per line, from a file or standard input: `id<TAB>variant`
  /// per line out, `-` when the id is not in the experiment. A blank line is
  /// an empty id, never in: `<TAB>-`, so output line n answers input line n.
  /// A variant forced as `run` forces it (`--variant`, `ONBOARD_VARIANTS`) is every id's.
  /// Output is written in large blocks; input is read in blocks of 1 MB.
  func bulk(_ flow: FlowDefinition, experiment key: String, source: String) throws {
    guard let experiment = flow.experiments.first(where: { $0.key == key }) else {
      let hint = EditDistance.suggestion(for: key, among: flow.experiments.map(\.key)).map {
        "; did you mean '\($0)'?"
      }
      throw ValidationError("flow '\(flow.name)' has no experiment '\(key)'\(hint ?? "")")
    }
    let input: FileHandle
    if source == "-" {
      input = FileHandle.standardInput
    } else {
      guard let file = FileHandle(forReadingAtPath: source) else {
        throw CommandFailure("cannot read '\(source)'")
      }
      input = file
    }
    let forced = try forcing.resolve(for: flow, command: AssignCommand.self)[key]
    let forcedIndex = forced.flatMap { id in experiment.variants.firstIndex { $0.id == id } }
    if let forced {
      Console.writeLine("note: experiment '\(key)' is forced to '\(forced)'; every id gets it", to: .error)
    }
    let assigner = BulkAssigner(experiment)
    let names = experiment.variants.map { Array($0.id.utf8) }
    var output: [UInt8] = []
    output.reserveCapacity(1 << 17)
    var pending: [UInt8] = []
    func emit(_ line: ArraySlice<UInt8>) {
      var line = line
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let index =
        line.isEmpty ? -1 : forcedIndex ?? line.withUnsafeBufferPointer { assigner.variantIndex(forUTF8: $0) }
      output.append(contentsOf: line)
      output.append(UInt8(ascii: "\t"))
      if names.indices.contains(index) {
        output.append(contentsOf: names[index])
      } else {
        output.append(UInt8(ascii: "-"))
      }
      output.append(UInt8(ascii: "\n"))
      if output.count >= 1 << 16 {
        Console.write(String(decoding: output, as: UTF8.self))
        output.removeAll(keepingCapacity: true)
      }
    }
    while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
      pending.append(contentsOf: chunk)
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        emit(pending[start..<newline])
        start = newline + 1
      }
      pending.removeSubrange(..<start)
    }
    if !pending.isEmpty { emit(pending[...]) }
    Console.write(String(decoding: output, as: UTF8.self))
  }
}
