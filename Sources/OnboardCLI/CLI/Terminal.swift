import Foundation
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
    Style.colorEnabled(environment: environment, isTerminal: isTerminal(stream))
  }

  /// Whether `stream` is a terminal.
  static func isTerminal(_ stream: StandardStream) -> Bool {
    isatty(stream.descriptor) == 1
  }

  /// The process's environment.
  static func environment() -> [String: String] {
    ProcessInfo.processInfo.environment
  }

}
