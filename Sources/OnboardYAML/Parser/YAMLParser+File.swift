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
  package static func parseFile(
    atPath path: String, displayName: String? = nil, limits: YAMLLimits = .default
  ) throws(DiagnosticError) -> YAMLNode {
    try parseDocumentFile(atPath: path, displayName: displayName, limits: limits).tree()
  }

  /// Reads and parses the flow file at `path` into the flat document that
  /// ``FlowLoader`` decodes; the same checks and errors as ``parseFile(atPath:displayName:limits:)``.
  package static func parseDocumentFile(
    atPath path: String, displayName: String? = nil, limits: YAMLLimits = .default
  ) throws(DiagnosticError) -> YAMLDocument {
    try parseDocumentFile(
      atPath: path, displayName: displayName, limits: limits, stepHandler: nil, pipelined: nil)
  }

  /// ``parseDocumentFile(atPath:displayName:limits:)`` that hands each step to
  /// `stepHandler` as soon as it is parsed (see ``YAMLDocumentBuilder/stepHandler``),
  /// on one thread or two (see ``parseDocument(_:file:limits:stepHandler:pipelined:)``).
  static func parseDocumentFile(
    atPath path: String, displayName: String? = nil, limits: YAMLLimits,
    stepHandler: StepHandler?, pipelined: Bool?
  ) throws(DiagnosticError) -> YAMLDocument {
    let name = displayName ?? path
    let bytes = try readFile(atPath: path, name: name, limits: limits)
    return try parseDocument(
      bytes, file: name, limits: limits, stepHandler: stepHandler, pipelined: pipelined)
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

    // NB: O_NONBLOCK, so a FIFO put in the file's place since `stat` does
    // not block the open; `fstat` then refuses it unread.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw cannotRead(name, errno: errno) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw DiagnosticError([.error("cannot read '\(name)': it is not a regular file", at: nil)])
    }
    // One read into a buffer of the stat size plus one byte, which stays
    // empty unless the file grew since; then the rest comes in chunks. Never
    // more than one byte past the limit, whatever `stat` said.
    let size = Int(info.st_size)
    var bytes = try readBytes(descriptor, upTo: min(size, limits.maxFileBytes) + 1, name: name)
    while bytes.count > size && bytes.count <= limits.maxFileBytes {
      let more = try readBytes(descriptor, upTo: 64 * 1024, name: name)
      if more.isEmpty { break }
      bytes += more
    }
    if bytes.count > limits.maxFileBytes {
      throw tooLarge(byteCount: bytes.count, file: name, limits: limits)
    }
    return bytes
  }

  /// Up to `limit` bytes from a file descriptor; fewer only at the end of the file.
  private static func readBytes(
    _ descriptor: Int32, upTo limit: Int, name: String
  ) throws(DiagnosticError) -> [UInt8] {
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < limit {
        let got = read(descriptor, base + count, limit - count)
        if got > 0 {
          count += got
        } else if got == 0 {
          return
        } else if errno != EINTR {
          failure = errno
          return
        }
      }
    }
    if failure != 0 { throw cannotRead(name, errno: failure) }
    return bytes
  }

  private static func cannotRead(_ name: String, errno code: Int32) -> DiagnosticError {
    var reason = String(cString: strerror(code))
    if let first = reason.first {
      reason = first.lowercased() + reason.dropFirst()
    }
    return DiagnosticError([.error("cannot read '\(name)': \(reason)", at: nil)])
  }
}
