#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension YAMLParser {
  /// Reads and parses the flow file at `path`.
  ///
  /// The size is checked with `stat` before a byte is read, so a 100 MB file is
  /// refused at once: `file is 100.0 MB; flow files are limited to 8.0 MB`.
  ///
  /// - Parameters:
  ///   - path: Where the file is.
  ///   - displayName: The name marks carry; `path` when nil.
  ///   - limits: The bounds on size, depth and node count.
  /// - Throws: a diagnostic without a mark when the file cannot be read, else
  ///   any error of ``YAMLParser/parse(_:file:limits:)``.
  public static func parseFile(
    atPath path: String, displayName: String? = nil, limits: YAMLLimits = .default
  ) throws(DiagnosticError) -> YAMLNode {
    let name = displayName ?? path
    let bytes = try readFile(atPath: path, name: name, limits: limits)
    return try parse(bytes, file: name, limits: limits)
  }

  /// The file's bytes, refused by size before reading and again while reading
  /// (in case it grows in between).
  private static func readFile(
    atPath path: String, name: String, limits: YAMLLimits
  ) throws(DiagnosticError) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw cannotRead(name, errno: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      let what = info.st_mode & S_IFMT == S_IFDIR ? "it is a directory" : "it is not a regular file"
      throw DiagnosticError([.error("cannot read '\(name)': \(what)", at: nil)])
    }
    if Int(info.st_size) > limits.maxFileBytes {
      throw tooLarge(byteCount: Int(info.st_size), file: name, limits: limits)
    }

    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw cannotRead(name, errno: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size) + 1)
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw cannotRead(name, errno: errno)
      }
      bytes.append(contentsOf: chunk[..<count])
      if bytes.count > limits.maxFileBytes {
        throw tooLarge(byteCount: bytes.count, file: name, limits: limits)
      }
    }
  }

  private static func cannotRead(_ name: String, errno code: Int32) -> DiagnosticError {
    var reason = String(cString: strerror(code))
    if let first = reason.first {
      reason = first.lowercased() + reason.dropFirst()
    }
    return DiagnosticError([.error("cannot read '\(name)': \(reason)", at: nil)])
  }
}
