import Foundation

/// How a simulated person's valid answer to one field is made: compiled once
/// from the persona, so answering allocates as little as it can (values,
/// names and dates are made as `JSONValue`s ahead of time).
enum AnswerGenerator: Sendable {
  /// One of these values, by weight.
  case table(WeightedTable<JSONValue>)
  /// Several distinct values, by weight; how many is uniform in the range.
  case several(WeightedTable<JSONValue>, count: ClosedRange<Int>)
  /// A whole number.
  case integer(NumberDistribution)
  /// Any number.
  case number(NumberDistribution)
  /// A date: a day number drawn from the distribution, written from the
  /// table when it falls in it.
  case date(NumberDistribution, firstDay: Int, written: [JSONValue])
  /// `<user id>` followed by this suffix (`@example.com`).
  case email(suffix: String)
  /// Random capital letters and digits.
  case code(length: Int)
  /// The person's attribute of this name.
  case attribute(String)

  private static let codeCharacters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)

  /// A date generator; dates of up to 200 years are written ahead of time.
  static func dates(_ distribution: NumberDistribution) -> AnswerGenerator {
    let (low, high): (Double, Double)
    switch distribution {
    case .fixed(let day): (low, high) = (day, day)
    case .uniform(let lower, let upper): (low, high) = (lower, upper)
    case .normal(let mean, let deviation, let lower, let upper):
      (low, high) = (lower ?? mean - 4 * deviation, upper ?? mean + 4 * deviation)
    }
    let first = Int(low.rounded(.up))
    let last = Int(high.rounded(.down))
    guard last >= first, last - first < 73_050 else {
      return .date(distribution, firstDay: first, written: [])
    }
    let written = (first...last).map { JSONValue.string(Self.write(day: $0)) }
    return .date(distribution, firstDay: first, written: written)
  }

  /// `YYYY-MM-DD` of a day number.
  static func write(day: Int) -> String {
    CalendarDate(Date(timeIntervalSince1970: Double(day) * 86_400)).description
  }

  /// A valid answer for the person `userID` with `attributes`.
  func answer(_ random: inout SimulationRandom, userID: String, attributes: [String: JSONValue]) -> JSONValue?
  {
    switch self {
    case .table(let table):
      return table.draw(&random)
    case .several(let table, let count):
      let wanted = min(count.lowerBound + random.below(count.count), table.values.count)
      var picked: [Int] = []
      var tries = 0
      while picked.count < wanted, tries < 64, let index = table.drawIndex(&random) {
        if !picked.contains(index) { picked.append(index) }
        tries += 1
      }
      return .array(picked.sorted().map { table.values[$0] })
    case .integer(let distribution):
      return .number(Double(distribution.sampleInteger(&random)))
    case .number(let distribution):
      return .number(distribution.sample(&random))
    case .date(let distribution, let firstDay, let written):
      let day = distribution.sampleInteger(&random)
      let offset = day - firstDay
      return written.indices.contains(offset) ? written[offset] : .string(Self.write(day: day))
    case .email(let suffix):
      return .string(userID + suffix)
    case .code(let length):
      var bytes = [UInt8](repeating: 0, count: length)
      for index in bytes.indices {
        bytes[index] = Self.codeCharacters[random.below(Self.codeCharacters.count)]
      }
      return .string(String(decoding: bytes, as: UTF8.self))
    case .attribute(let name):
      return attributes[name]
    }
  }
}
