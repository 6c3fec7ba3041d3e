#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident memory so far, from `getrusage`'s `ru_maxrss`.
enum PeakMemory {
  #if canImport(Glibc)
    private static let whoSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    private static let whoSelf = RUSAGE_SELF
  #endif

  /// Mebibytes (2^20 bytes); `ru_maxrss` counts KiB on Linux and bytes on macOS.
  static var megabytes: Double {
    var usage = rusage()
    guard getrusage(Self.whoSelf, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
      return Double(usage.ru_maxrss) / 1_048_576
    #else
      return Double(usage.ru_maxrss) / 1024
    #endif
  }
}
