import OnboardTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal a command writes to.
enum Terminal {
  /// Whether to colour output on `stream`: the rule of ``Style/colorEnabled(environment:isTerminal:)``
  /// (`NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb`, a terminal or not).
  static func colorEnabled(for stream: StandardStream, environment: [String: String] = environment()) -> Bool
  {
    Style.colorEnabled(environment: environment, isTerminal: isatty(stream.descriptor) == 1)
  }

  /// The process's environment.
  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
