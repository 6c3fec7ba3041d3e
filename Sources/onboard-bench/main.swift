#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `onboard-bench SCENARIO [OPTIONS]`: runs one benchmark scenario and prints one JSON line.
exit(BenchDispatcher.run(Array(CommandLine.arguments.dropFirst())))
