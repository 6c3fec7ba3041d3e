import Foundation

/// Where the events go: a SQLite file or a PostgreSQL URL, from `--db`, then
/// `ONBOARD_DB`, then `.onboard/onboard.sqlite` under the working folder.
///
/// ```swift
/// let location = try StoreLocation.resolve(db: dbOption, environment: ProcessInfo.processInfo.environment,
///                                          workingDirectory: FileManager.default.currentDirectoryPath)
/// let store = try location.open()
/// ```
public enum StoreLocation: Sendable, Hashable {
  /// A SQLite file.
  case sqlite(path: String)
  /// A PostgreSQL database, with its spool folder for events that cannot be written.
  case postgres(url: String, spoolFolder: String)

  /// `ONBOARD_DB`: the store when `--db` is not given.
  package static let environmentVariable = "ONBOARD_DB"
  /// `.onboard/onboard.sqlite`: the default, under the working folder.
  package static let defaultPath = ".onboard/onboard.sqlite"
  /// `.onboard/spool`: where PostgreSQL events wait, under the working folder.
  package static let spoolPath = ".onboard/spool"

  /// The location from `--db`, else `ONBOARD_DB`, else the default file;
  /// relative paths are taken from `workingDirectory`.
  ///
  /// - Parameters:
  ///   - db: a path or a `postgres://` URL, `nil` for the environment or the default.
  ///   - environment: the process's environment (`ONBOARD_DB`).
  ///   - workingDirectory: where relative paths start.
  /// - Throws: ``StoreError`` for a URL of another scheme.
  ///
  /// ```swift
  /// let location = try StoreLocation.resolve(
  ///   db: nil, environment: ProcessInfo.processInfo.environment,
  ///   workingDirectory: FileManager.default.currentDirectoryPath)
  /// let store = try location.open()
  /// ```
  public static func resolve(db: String?, environment: [String: String], workingDirectory: String) throws
    -> StoreLocation
  {
    let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
    let given = db ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    let text = given ?? defaultPath
    if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
      return .postgres(url: text, spoolFolder: base.appendingPathComponent(spoolPath).path)
    }
    if text.contains("://") {
      throw StoreError(
        .badLocation, "'\(redacted(text))' is not a store: give a file path or a postgres://… URL")
    }
    if text.isEmpty { throw StoreError(.badLocation, "the store path is empty; give a file path or a URL") }
    return .sqlite(path: URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL.path)
  }

  /// Opens the store: SQLite file or PostgreSQL (which replays its spool
  /// first), migrating an older store and telling `progress` how that goes.
  public func open(backoff: Backoff = .standard, progress: MigrationProgress.Observer? = nil) throws
    -> any EventStore
  {
    switch self {
    case .sqlite(let path):
      return try SQLiteStore(path: path, progress: progress)
    case .postgres(let url, _):
      return try PostgresStore(url: url, spool: spool, backoff: backoff, progress: progress)
    }
  }

  /// Where a PostgreSQL store's unwritten events wait; `nil` for SQLite.
  package var spool: Spool? {
    guard case .postgres(let url, let folder) = self else { return nil }
    return Spool(folder: URL(fileURLWithPath: folder), target: Self.redacted(url))
  }

  /// Opens a store that must already exist, to read it (a report): a
  /// SQLite path with no file, a file or a database that is not a store of
  /// this build's schema, is refused and left as it was; nothing is created,
  /// and a PostgreSQL store's spool is left for the next writer to replay.
  public func openExisting(backoff: Backoff = .standard) throws -> any EventStore {
    switch self {
    case .sqlite(let path): return try SQLiteStore(existingAt: path)
    case .postgres(let url, _): return try PostgresStore(existingAt: url, backoff: backoff)
    }
  }

  /// Opens a store that must already exist, as ``openExisting(backoff:)``
  /// does, hands it to `body` and closes it: a SQLite file's corruption
  /// check runs on another thread while `body` reads, and what `body`
  /// returns is handed on only once the file passed it (its error comes
  /// first, before any of `body`'s).
  ///
  /// - Parameters:
  ///   - backoff: how a PostgreSQL store's connection is retried.
  ///   - body: what reads the store.
  /// - Throws: ``StoreError`` as ``openExisting(backoff:)`` throws it, or
  ///   when the file is corrupt; any error of `body`.
  package func reading<Value>(backoff: Backoff = .standard, _ body: (any EventStore) throws -> Value) throws
    -> Value
  {
    switch self {
    case .sqlite(let path):
      let store = try SQLiteStore(existingAt: path, checksAlongside: true)
      defer { try? store.close() }
      let read = Result { try body(store) }
      try store.finishCheck()
      return try read.get()
    case .postgres:
      let store = try openExisting(backoff: backoff)
      defer { try? store.close() }
      return try body(store)
    }
  }

  /// The path, or the URL without its password, for messages.
  public var description: String {
    switch self {
    case .sqlite(let path): return path
    case .postgres(let url, _): return Self.redacted(url)
    }
  }

  /// `url` with the password — `user:secret@` (to the last `@` of the host
  /// part, see ``SecretMask/passwordRange(in:)``), or a `password=secret`
  /// query parameter, as libpq also takes it — replaced by `***`.
  package static func redacted(_ url: String) -> String {
    var text = url
    if let password = SecretMask.passwordRange(in: text) {
      text.replaceSubrange(password, with: SecretMask.replacement)
    }
    guard let query = text.firstIndex(of: "?") else { return text }
    let parameters = text[text.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("password=") ? "password=***" : String($0) }
    return String(text[...query]) + parameters.joined(separator: "&")
  }
}
