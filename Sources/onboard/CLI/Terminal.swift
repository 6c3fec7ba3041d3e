#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal a command writes to.
enum Terminal {
  /// Whether to colour output on `stream`: `NO_COLOR` turns colour off,
  /// `CLICOLOR_FORCE` turns it on, `TERM=dumb` and non-terminals get none.
  static func colorEnabled(for stream: StandardStream, environment: [String: String] = environment()) -> Bool
  {
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isatty(stream.descriptor) == 1
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
