internal import CLibPQ
import Foundation

/// One libpq connection, finished in `deinit`. Statements go with text
/// parameters (`$1`…); every failure is a ``StoreError`` naming the URL
/// (without its password).
final class PGConnection {
  /// The URL without its password, for messages.
  let location: String
  private let url: String
  private(set) var handle: OpaquePointer

  /// Connects to `url`, retrying on failure with `backoff` between attempts.
  init(url: String, location: String, backoff: Backoff) throws {
    self.url = url
    self.location = location
    handle = try Self.connect(url: url, location: location, backoff: backoff)
    _ = try? execute("SET client_min_messages = warning")
  }

  deinit {
    PQfinish(handle)
  }

  /// Connects, retrying with `backoff` while the failure may pass (the
  /// server down or busy); a URL libpq cannot parse and a refusal that
  /// stays (``PGConnectFailure``) fail at once, without the ``StoreError/Reason/unreachable``
  /// that makes a caller spool.
  private static func connect(url: String, location: String, backoff: Backoff) throws -> OpaquePointer {
    let mask = SecretMask(urls: [url])
    try refuseMalformed(url, location: location, mask: mask)
    var lastMessage = ""
    for delay in [0] + backoff.delays {
      if delay > 0 { usleep(UInt32(delay) * 1000) }
      guard let connection = PQconnectdb(url) else {
        lastMessage = "libpq could not allocate a connection"
        continue
      }
      if PQstatus(connection) == CONNECTION_OK { return connection }
      lastMessage = mask.masked(Self.text(PQerrorMessage(connection)))
      let failure = PGConnectFailure.classify(
        message: lastMessage, needsPassword: PQconnectionNeedsPassword(connection) == 1)
      PQfinish(connection)
      if failure == .permanent {
        throw StoreError(
          .rejected,
          "the store \(location) refused the connection: \(lastMessage); nothing was written or kept "
            + "for later. Fix --db (or ONBOARD_DB).")
      }
    }
    throw StoreError(.unreachable, "cannot reach the store \(location): \(lastMessage)")
  }

  /// Refuses a URL libpq cannot parse (a bad percent-escape, an unclosed
  /// `[`, an unknown option) or whose options it refuses before connecting
  /// (an unknown `sslmode`, a port out of range): no attempt could ever succeed.
  private static func refuseMalformed(_ url: String, location: String, mask: SecretMask) throws {
    let problem: String
    switch PGConnectOptions.parse(url) {
    case .failure(let malformed): problem = malformed.message
    case .success(let options):
      guard let refused = options.problem else { return }
      problem = refused
    }
    throw StoreError(
      .badLocation,
      "\(location) is not a PostgreSQL URL libpq can use: \(mask.masked(problem)); nothing was "
        + "written or kept for later. Fix --db (or ONBOARD_DB).")
  }

  /// Whether the connection is broken (the server went away).
  var isBroken: Bool { PQstatus(handle) != CONNECTION_OK }

  /// Drops the connection and connects again, with `backoff`.
  func reconnect(backoff: Backoff) throws {
    let fresh = try Self.connect(url: url, location: location, backoff: backoff)
    PQfinish(handle)
    handle = fresh
    _ = try? execute("SET client_min_messages = warning")
  }

  /// Runs one statement with text parameters (`nil` is NULL) and returns its result.
  @discardableResult
  func execute(_ sql: String, _ parameters: [String?] = []) throws -> PGResult {
    let result = withCStrings(parameters) { pointers in
      PQexecParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
    }
    return try check(result)
  }

  /// The result, or the store error it carries.
  func check(_ result: OpaquePointer?) throws -> PGResult {
    guard let result else { throw failure(nil) }
    let status = PQresultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_SINGLE_TUPLE else {
      let error = failure(result)
      PQclear(result)
      throw error
    }
    return PGResult(handle: result)
  }

  /// The store error for a failed result (or for the connection, with none).
  func failure(_ result: OpaquePointer?) -> StoreError {
    let message = result.map { Self.text(PQresultErrorMessage($0)) } ?? Self.text(PQerrorMessage(handle))
    if isBroken { return StoreError(.unreachable, "lost the store \(location): \(message)") }
    return StoreError(.failed, "the store \(location): \(message)")
  }

  /// A C message on one line (libpq's run over several).
  static func text(_ pointer: UnsafePointer<CChar>?) -> String {
    let text = pointer.map { String(cString: $0) } ?? ""
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// Calls `body` with C strings for `strings` (`nil` stays a null pointer).
func withCStrings<T>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
  var storage: [UnsafeMutablePointer<CChar>?] = strings.map { $0.map { strdup($0) } ?? nil }
  defer { for pointer in storage { free(pointer) } }
  return storage.withUnsafeMutableBufferPointer { buffer in
    body(buffer.map { $0.map { UnsafePointer($0) } })
  }
}
