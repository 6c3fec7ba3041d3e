/// The `--name VALUE` options after the scenario name, each given at most once.
struct BenchOptions {
  private var values: [String: String] = [:]

  /// Reads `arguments`, refusing names outside `allowed`, repeats and missing values.
  init(_ arguments: [String], allowed: Set<String>) throws(BenchUsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw BenchUsageError(message: "unexpected argument '\(argument)'")
      }
      let name = String(argument.dropFirst(2))
      guard allowed.contains(name) else {
        throw BenchUsageError(message: "unknown option '\(argument)'")
      }
      guard values[name] == nil else {
        throw BenchUsageError(message: "option '\(argument)' is given twice")
      }
      guard let value = rest.popFirst() else {
        throw BenchUsageError(message: "option '\(argument)' needs a value")
      }
      values[name] = value
    }
  }

  /// The value of `--name`, which must be given.
  func required(_ name: String) throws(BenchUsageError) -> String {
    guard let value = values[name] else { throw BenchUsageError(message: "missing '--\(name)'") }
    return value
  }

  /// The value of `--name` as a whole number in `range`, or `defaultValue` when not given.
  func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(BenchUsageError)
    -> Int
  {
    guard let text = values[name] else { return defaultValue }
    guard let value = Int(text), range.contains(value) else {
      throw BenchUsageError(
        message:
          "'--\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return value
  }

  /// The value of `--name`, which must be one of `choices`, or `defaultValue` when not given.
  func choice(_ name: String, among choices: [String], default defaultValue: String) throws(BenchUsageError)
    -> String
  {
    guard let value = values[name] else { return defaultValue }
    guard choices.contains(value) else {
      throw BenchUsageError(
        message: "'--\(name)' must be one of \(choices.joined(separator: ", ")), not '\(value)'")
    }
    return value
  }
}
