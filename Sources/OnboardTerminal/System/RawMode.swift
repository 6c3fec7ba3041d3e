#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings saved when raw mode began, so that signal handlers
/// (which cannot capture anything) can put them back.
nonisolated(unsafe) private var savedSettings: termios?
/// The descriptor raw mode was set on.
nonisolated(unsafe) private var rawDescriptor: Int32 = -1

/// Puts `descriptor` in raw mode (no echo, no line buffering, Ctrl-C as a
/// byte) and saves the old settings; `false` when it is not a terminal.
func enterRawMode(_ descriptor: Int32) -> Bool {
  var settings = termios()
  guard tcgetattr(descriptor, &settings) == 0 else { return false }
  savedSettings = settings
  rawDescriptor = descriptor
  cfmakeraw(&settings)
  guard tcsetattr(descriptor, TCSAFLUSH, &settings) == 0 else { return false }
  installTerminalSignalHandlers()
  return true
}

/// Puts the saved settings back (safe to call twice, and from a signal handler).
func restoreTerminalSettings() {
  guard rawDescriptor >= 0, var settings = savedSettings else { return }
  _ = tcsetattr(rawDescriptor, TCSAFLUSH, &settings)
}

/// Forgets the saved settings once they are restored for good.
func forgetTerminalSettings() {
  savedSettings = nil
  rawDescriptor = -1
}
