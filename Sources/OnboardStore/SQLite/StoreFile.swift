import Foundation

/// What is at a SQLite store's path before it is opened, and the clean-up
/// of a new store file whose schema could not be made.
enum StoreFile {
  /// What the path names, following symbolic links.
  enum Kind: Equatable {
    /// Nothing: the store is made there.
    case missing
    /// A regular file: a store, or something that is refused as not one.
    case regular
    /// A folder.
    case folder
    /// A device, a pipe, a socket: never a store, and nothing is made beside it.
    case other
  }

  /// The kind of `path` (what `stat(2)` says; a dangling link is missing).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The files SQLite keeps beside a database.
  static func companions(of path: String) -> [String] {
    ["-wal", "-shm", "-journal"].map { path + $0 }
  }

  /// Removes the store file this process has just made at `path`, and the
  /// files beside it, when it is still empty (its schema was never
  /// committed: a full disk, say); `true` when it removed it. A file with
  /// content, or a WAL with content, is left alone: another process may
  /// have made the store meanwhile.
  @discardableResult
  static func removeIfEmpty(_ path: String) -> Bool {
    guard size(of: path) == 0, (size(of: path + "-wal") ?? 0) == 0 else { return false }
    for file in [path] + companions(of: path) { unlink(file) }
    return true
  }

  /// The size of the file at `path`, or `nil` when there is none.
  private static func size(of path: String) -> Int64? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int64(info.st_size)
  }
}
