import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way a command writes a file the user named (`--out`, `--junit`,
/// `--emit-tests`), so every such option follows the same rule:
///
/// - `-` is standard output;
/// - a regular file, or a path where nothing is yet, is replaced atomically:
///   the bytes go to a temporary file in the same folder, which is then renamed
///   over it (keeping an old file's permissions), so a reader never sees half;
/// - a symbolic link is followed: its target is replaced atomically in the
///   target's folder (created when missing) and the link stays a link;
/// - a device, a FIFO, a socket, or a descriptor such as `/dev/stdout` or
///   `/dev/fd/3` is written through, as the shell's `>>` does, never replaced;
/// - a folder, or any failure to write (a full disk, `/dev/full`), is a
///   ``CommandFailure`` naming the path and the system's reason.
enum OutputFile {
  /// Where the bytes for a path go.
  enum Destination: Hashable, Sendable {
    /// Standard output (`-`).
    case standardOutput
    /// Opened and written in place: a device, FIFO, socket or open descriptor.
    case writeThrough(String)
    /// Replaced atomically: a regular file, or a new one, at this (resolved) path.
    case replace(String)
  }

  /// Writes `text` to `path` by the rule above.
  ///
  /// - Throws: ``CommandFailure`` when the path cannot be written.
  static func write(_ text: String, to path: String) throws {
    let bytes = Array(text.utf8)
    switch try destination(of: path) {
    case .standardOutput:
      try check(writeAll(bytes, to: 1), path: "standard output")
    case .writeThrough(let target):
      let descriptor = open(target, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure(path, errno) }
      let written = writeAll(bytes, to: descriptor)
      close(descriptor)
      try check(written, path: path)
    case .replace(let target):
      try replace(target, with: bytes, reportingAs: path)
    }
  }

  /// Which of the three ways `path` is written; see the type's documentation.
  ///
  /// - Throws: ``CommandFailure`` for a folder, a link loop or a path that
  ///   cannot be inspected.
  static func destination(of path: String) throws -> Destination {
    if path == "-" { return .standardOutput }
    guard !path.isEmpty else { throw CommandFailure("cannot write '': the file name is empty") }
    var info = stat()
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR { throw CommandFailure("cannot write \(path): it is a folder") }
      if (info.st_mode & S_IFMT) != S_IFREG || namesDescriptor(path) { return .writeThrough(path) }
      return .replace(try resolvedLinks(path))
    }
    let reason = errno
    guard reason == ENOENT else { throw failure(path, reason) }
    return .replace(try resolvedLinks(path))
  }

  /// `/dev/…` and `/proc/…` paths (`/dev/stdout`, `/dev/fd/1`) stand for an
  /// open descriptor, even when it is a regular file: never replace them.
  private static func namesDescriptor(_ path: String) -> Bool {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/")
  }

  /// `path` with its symbolic links followed, the last one possibly dangling,
  /// so the link itself is never what gets replaced.
  private static func resolvedLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw failure(path, errno) }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
    }
    throw failure(path, ELOOP)
  }

  /// Writes `bytes` to a new file beside `target` and renames it over `target`.
  private static func replace(_ target: String, with bytes: [UInt8], reportingAs path: String) throws {
    let url = URL(fileURLWithPath: target)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(path, errno) }
    var old = stat()
    if stat(target, &old) == 0 { _ = fchmod(descriptor, old.st_mode & 0o7777) }
    var outcome = writeAll(bytes, to: descriptor)
    if outcome == 0, fsync(descriptor) != 0 { outcome = errno }
    if close(descriptor) != 0, outcome == 0 { outcome = errno }
    if outcome == 0, rename(temporary, target) != 0 { outcome = errno }
    if outcome != 0 { unlink(temporary) }
    try check(outcome, path: path)
  }

  /// Writes every byte, retrying short writes and `EINTR`; 0, or the `errno` that stopped it.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return 0
    }
  }

  private static func check(_ outcome: Int32, path: String) throws {
    if outcome != 0 { throw failure(path, outcome) }
  }

  private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
    CommandFailure("cannot write \(path): \(String(cString: strerror(code)))")
  }
}

/// `write(2)`, named apart from ``OutputFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
