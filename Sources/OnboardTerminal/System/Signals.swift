import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// NB: plain functions, not closures in main.swift: a handler runs on whatever
// thread the signal lands on, and may only call async-signal-safe functions.

/// SIGINT and SIGTERM restore the terminal, leave the alternate screen and
/// exit 128 + the signal; SIGWINCH only interrupts the wait for keys, so the
/// wizard redraws at the new size at once.
func installTerminalSignalHandlers() {
  signal(SIGINT, terminalSignalHandler)
  signal(SIGTERM, terminalSignalHandler)
  signal(SIGHUP, terminalSignalHandler)
  signal(SIGWINCH, resizeSignalHandler)
}

/// Puts the default handlers back once the terminal is restored.
func removeTerminalSignalHandlers() {
  signal(SIGINT, SIG_DFL)
  signal(SIGTERM, SIG_DFL)
  signal(SIGHUP, SIG_DFL)
  signal(SIGWINCH, SIG_DFL)
}

private func terminalSignalHandler(_ signal: Int32) {
  restoreTerminalSettings()
  let leave: [UInt8] = Array(ANSI.leaveScreen.utf8)
  _ = leave.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  _exit(128 + signal)
}

private func resizeSignalHandler(_ signal: Int32) {}

/// Set by SIGINT once ``installInterruptFlag()`` ran.
private let interruptRequested = Atomic<Bool>(false)

/// SIGINT sets a flag instead of ending the process (and interrupts a
/// waiting `poll`), for plain mode, which then saves its session.
func installInterruptFlag() {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = interruptFlagHandler
  #else
    action.__sigaction_handler.sa_handler = interruptFlagHandler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  _ = sigaction(SIGINT, &action, nil)
  // A parent may have started the process with SIGINT blocked (it is inherited).
  var interrupt = sigset_t()
  sigemptyset(&interrupt)
  sigaddset(&interrupt, SIGINT)
  _ = pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
}

/// Whether SIGINT came since ``installInterruptFlag()``.
func interruptWasRequested() -> Bool {
  interruptRequested.load(ordering: .relaxed)
}

private func interruptFlagHandler(_ signal: Int32) {
  interruptRequested.store(true, ordering: .relaxed)
}
