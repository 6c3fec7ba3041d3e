#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process has used so far, from `getrusage`.
enum ResourceUsage {
  #if canImport(Glibc)
    private static let who = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    private static let who = RUSAGE_SELF
  #endif

  /// Peak resident memory (`ru_maxrss`) in mebibytes (2^20 bytes); `ru_maxrss`
  /// counts KiB on Linux and bytes on macOS.
  static var peakMemoryMB: Double {
    var usage = rusage()
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
      return Double(usage.ru_maxrss) / 1_048_576
    #else
      return Double(usage.ru_maxrss) / 1024
    #endif
  }

  /// User plus system CPU time of every thread so far, in seconds.
  static var cpuSeconds: Double {
    var usage = rusage()
    guard getrusage(who, &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
