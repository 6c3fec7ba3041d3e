#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File sizes from `stat`.
enum FileSize {
  /// The size of the file at `path` in bytes; 0 when it cannot be read.
  static func bytes(atPath path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}
