import Foundation
import OnboardKit

/// Reads a file of outcomes for `onboard track --file`: CSV with a header
/// naming `user_id`, `event`, `value` and `time` (in any order; `value` may
/// be empty, 0 then), or JSON lines with those keys — the shape of a billing
/// or analytics export. A file whose first non-blank byte is `{` is JSON lines.
///
/// Every line is checked before anything is written: the result has either
/// outcomes or, for each bad line, its number and what is wrong with it.
///
/// ```swift
/// let parsed = OutcomeFile.parse(Array(data), flow: "signup")
/// if parsed.problems.isEmpty { _ = try store.record(parsed.outcomes) }
/// ```
package enum OutcomeFile {
  /// A bad line: its number (from 1, the header is line 1) and why.
  package struct Problem: Sendable, Hashable {
    /// The line's number in the file.
    package var line: Int
    /// What is wrong, one lower-case sentence.
    package var message: String
  }

  /// The outcomes of a file, or its problems.
  package struct Parsed: Sendable {
    /// Every outcome, in file order (empty when there are problems).
    package var outcomes: [Outcome] = []
    /// Every bad line.
    package var problems: [Problem] = []
  }

  /// The columns a CSV header must name.
  package static let columns = ["user_id", "event", "value", "time"]

  /// Parses `bytes` (UTF-8) as outcomes of `flow`.
  package static func parse(_ bytes: [UInt8], flow: String) -> Parsed {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return bytes.withUnsafeBytes { buffer in
      first == UInt8(ascii: "{") ? jsonLines(buffer, flow: flow) : csv(buffer, flow: flow)
    }
  }

  /// One outcome from its four texts, or the line's problem.
  package static func outcome(
    flow: String, user: String, event: String, value: String?, time: String?
  ) -> Result<Outcome, OutcomeFileError> {
    guard !user.isEmpty else { return .failure(OutcomeFileError("no user_id")) }
    guard !event.isEmpty else { return .failure(OutcomeFileError("no event")) }
    var number = 0.0
    if let value, !value.isEmpty {
      guard let parsed = Double(value), parsed.isFinite else {
        return .failure(OutcomeFileError("value '\(value)' is not a number"))
      }
      number = parsed
    }
    guard let time, !time.isEmpty else {
      return .failure(
        OutcomeFileError(
          "no time; each outcome needs one (ISO 8601), so that the same line recorded twice counts once"))
    }
    guard let milliseconds = OutcomeTime.milliseconds(time) else {
      return .failure(OutcomeFileError("time '\(time)' is not an ISO 8601 time such as 2025-03-01T12:00:00Z"))
    }
    return .success(
      Outcome(flow: flow, user: user, event: event, value: number, timeMilliseconds: milliseconds))
  }

  private static func jsonLines(_ bytes: UnsafeRawBufferPointer, flow: String) -> Parsed {
    var parsed = Parsed()
    var number = 0
    var start = 0
    let decoder = JSONDecoder()
    while start < bytes.count {
      let end = (bytes[start...].firstIndex(of: 0x0A)) ?? bytes.count
      number += 1
      defer { start = end + 1 }
      let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
      guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
      guard case .object(let members)? = try? decoder.decode(JSONValue.self, from: Data(line)) else {
        parsed.problems.append(Problem(line: number, message: "not a JSON object"))
        continue
      }
      let value: String?
      switch members["value"] {
      case .number(let number)?: value = "\(number)"
      case .string(let text)?: value = text
      case nil, .null?: value = nil
      default: value = "\(members["value"].map(JSONWriter.value) ?? "")"
      }
      let result = outcome(
        flow: flow, user: members["user_id"]?.stringValue ?? "", event: members["event"]?.stringValue ?? "",
        value: value, time: members["time"]?.stringValue)
      add(result, line: number, to: &parsed)
    }
    if !parsed.problems.isEmpty { parsed.outcomes = [] }
    return parsed
  }

  private static func add(_ result: Result<Outcome, OutcomeFileError>, line: Int, to parsed: inout Parsed) {
    switch result {
    case .success(let outcome): if parsed.problems.isEmpty { parsed.outcomes.append(outcome) }
    case .failure(let error): parsed.problems.append(Problem(line: line, message: error.message))
    }
  }

  private static func csv(_ bytes: UnsafeRawBufferPointer, flow: String) -> Parsed {
    var parsed = Parsed()
    var reader = CSVReader(bytes: bytes)
    var fields: [String] = []
    guard reader.nextRecord(into: &fields) else {
      parsed.problems.append(
        Problem(line: 1, message: "the file is empty; give a header user_id,event,value,time"))
      return parsed
    }
    let header = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    let index = columns.map { header.firstIndex(of: $0) }
    guard let user = index[0], let event = index[1] else {
      parsed.problems.append(
        Problem(
          line: 1,
          message:
            "the header must name user_id, event, value and time, not '\(header.joined(separator: ","))'"))
      return parsed
    }
    parsed.outcomes.reserveCapacity(bytes.count / 40)
    while true {
      let line = reader.line
      guard reader.nextRecord(into: &fields) else { break }
      if fields.count == 1, fields[0].isEmpty { continue }
      guard fields.count == header.count else {
        parsed.problems.append(
          Problem(line: line, message: "\(fields.count) fields where the header has \(header.count)"))
        continue
      }
      let result = outcome(
        flow: flow, user: fields[user], event: fields[event], value: index[2].map { fields[$0] },
        time: index[3].map { fields[$0] })
      add(result, line: line, to: &parsed)
    }
    if let problem = reader.problem { parsed.problems.append(problem) }
    if !parsed.problems.isEmpty { parsed.outcomes = [] }
    return parsed
  }
}

/// Why one line of an outcome file is bad.
package struct OutcomeFileError: Error {
  /// What is wrong with the line.
  package let message: String
  init(_ message: String) { self.message = message }
}
