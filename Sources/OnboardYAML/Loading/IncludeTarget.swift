#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A file that a flow file names — an `include:` of a flow, or a tests file's
/// `flow:` — once it is known to be safe to open: inside the include root
/// (after resolving `..` and symbolic links) and a regular file.
///
/// The root is the folder of the file being loaded, or the folder that
/// `ONBOARD_INCLUDE_ROOT` names. A path that leaves it is refused before
/// anything of it is opened, so a flow cannot make `onboard` print lines of
/// `/etc/shadow`; so is a FIFO, a device or a directory, which would hang or
/// read forever.
///
/// ```swift
/// let target = try IncludeTarget.resolve(
///   "includes/contact.yaml", from: "Flows/signup.yaml", root: "Flows", what: "included flow")
/// target.path      // Flows/includes/contact.yaml, as marks show it
/// target.realPath  // /home/me/app/Flows/includes/contact.yaml, which is opened
/// ```
package struct IncludeTarget: Sendable, Hashable {
  /// The path as marks show it: the written path joined to the including file's folder.
  package var path: String
  /// The same file with every symbolic link and `..` resolved.
  package var realPath: String

  /// The environment variable that names a wider include root.
  package static let rootVariable = "ONBOARD_INCLUDE_ROOT"

  /// The folder includes must stay in: `configured` if given, else the folder of `file`.
  package static func root(for file: String, configured: String?) -> String {
    if let configured, !configured.isEmpty { return configured }
    let folder = folder(of: file)
    return folder.isEmpty ? "." : folder
  }

  /// Resolves `written` relative to the folder of `file`, refusing what
  /// must not be opened; `what` names the target in messages ("included flow").
  ///
  /// - Throws: one sentence, without a mark, for the caller to place.
  package static func resolve(
    _ written: String, from file: String, root: String, what: String
  ) throws(IncludeRefusal) -> IncludeTarget {
    let shown = written.replacingNULs()
    guard !written.utf8.contains(0) else {
      throw IncludeRefusal("\(what) '\(shown)' contains a NUL character, which no path may hold")
    }
    let path = join(written, to: folder(of: file))
    let hint = "; it must stay in that folder (set \(rootVariable) to allow a wider one)"
    guard lexicallyInside(path, root: root) else {
      throw IncludeRefusal("\(what) '\(written)' is outside '\(root)'" + hint)
    }
    guard let realRoot = realPath(of: root) else {
      throw IncludeRefusal("the include root '\(root)' is not a folder that can be read")
    }
    let (resolved, code) = resolvedPath(path)
    guard let realPath = resolved else {
      if code == ENOENT || code == ENOTDIR {
        throw IncludeRefusal("\(what) '\(written)' does not exist (looked for \(path))", isMissing: true)
      }
      throw IncludeRefusal("cannot open \(what) '\(written)': \(reason(code)) (looked for \(path))")
    }
    guard realRoot == "/" || realPath == realRoot || realPath.hasPrefix(realRoot + "/") else {
      throw IncludeRefusal("\(what) '\(written)' leads outside '\(root)' through a symbolic link" + hint)
    }
    var info = stat()
    guard stat(realPath, &info) == 0 else {
      throw IncludeRefusal("cannot open \(what) '\(written)': \(reason(errno))")
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      let kind =
        type == S_IFDIR
        ? "a directory" : type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : "a device"
      throw IncludeRefusal("\(what) '\(written)' is \(kind), not a flow file")
    }
    return IncludeTarget(path: path, realPath: realPath)
  }

  /// `include` as a path: relative to the including file's folder unless absolute.
  static func join(_ written: String, to folder: String) -> String {
    if written.hasPrefix("/") { return written }
    let joined = folder.isEmpty ? written : folder + "/" + written
    return joined.hasPrefix("./") ? String(joined.dropFirst(2)) : joined
  }

  private static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// Whether `path` stays inside `root` when `.` and `..` are taken as written,
  /// so a path that leaves the root is refused before anything of it is touched.
  private static func lexicallyInside(_ path: String, root: String) -> Bool {
    let inner = components(absolute(path))
    let outer = components(absolute(root))
    return inner.count >= outer.count && Array(inner.prefix(outer.count)) == outer
  }

  private static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/"
      + path
  }

  private static func components(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return parts
  }

  /// `path` with every symbolic link and `..` resolved, when it exists.
  package static func realPath(of path: String) -> String? {
    resolvedPath(path).0
  }

  /// The real path, or nil and the `errno` of the failure.
  private static func resolvedPath(_ path: String) -> (String?, Int32) {
    guard let resolved = realpath(path, nil) else { return (nil, errno) }
    defer { free(resolved) }
    return (String(cString: resolved), 0)
  }

  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return (text.first?.lowercased() ?? "") + text.dropFirst()
  }
}

/// Why an include target is refused, in one sentence.
package struct IncludeRefusal: Error, Sendable, Hashable {
  /// The sentence.
  package var message: String
  /// Whether the file does not exist (so a caller may suggest another).
  package var isMissing: Bool

  init(_ message: String, isMissing: Bool = false) {
    self.message = message
    self.isMissing = isMissing
  }
}

extension String {
  /// The text with each NUL written `\0`, so a message can show it.
  fileprivate func replacingNULs() -> String {
    String(unicodeScalars.map { $0 == "\0" ? "\\0" : String($0) }.joined())
  }
}
